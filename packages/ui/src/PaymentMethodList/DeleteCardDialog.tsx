import type { PaymentMethod } from '@wayfare/domain';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { paymentMethodLabel } from './paymentMethodLabel';

export interface DeleteCardDialogProps {
  /** The card to delete; the dialog is open while there is one. */
  readonly paymentMethod: PaymentMethod | undefined;
  readonly onConfirm: (paymentMethod: PaymentMethod) => void;
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the list can put focus back where it belongs. */
  readonly onExited: () => void;
}

/** "Delete this card?" with Delete and Cancel: a card is not deleted by a stray click. */
export function DeleteCardDialog({ paymentMethod, ...rest }: DeleteCardDialogProps) {
  return (
    <ConfirmDeleteDialog
      item={paymentMethod}
      title={() => 'Delete this card?'}
      text={(shown) => `${paymentMethodLabel(shown)} will be removed from your saved cards.`}
      {...rest}
    />
  );
}
