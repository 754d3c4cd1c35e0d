import type { AddCardFlowProps } from './AddCardFlow';
import { AddCardDialog } from './AddCardDialog';
import { InvalidCardDialog } from './InvalidCardDialog';

/** The add-card form, then, for a card the vault does not know, the invalid-card modal. */
export function AddCardFlowDialogs({ state }: AddCardFlowProps) {
  return (
    <>
      <AddCardDialog
        open={state.formOpen}
        isSaving={state.isSaving}
        cardFieldsRef={state.cardFieldsRef}
        onSubmit={(billing) => void state.submit(billing)}
        onClose={state.close}
      />
      <InvalidCardDialog
        open={state.isInvalidCard}
        onEdit={state.edit}
        onTryAgain={() => void state.tryAgain()}
      />
    </>
  );
}
