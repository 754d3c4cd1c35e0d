import AddRounded from '@mui/icons-material/AddRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tenantSettings, type PaymentMethod } from '@wayfare/domain';
import { useId, useRef, useState } from 'react';
import { useTenant } from '../theme/useTenant';
import { DeleteCardDialog } from './DeleteCardDialog';
import { paymentMethodLabel } from './paymentMethodLabel';

export interface PaymentMethodListProps {
  /** The saved cards, as `payments/list` answers them (spec: platform §3 Payment method). */
  readonly paymentMethods: readonly PaymentMethod[];
  /** The chosen card's id; none chosen when undefined. */
  readonly selectedPaymentMethodId?: string | undefined;
  /** Called with the id of the card the traveller chooses. */
  readonly onSelect: (paymentMethodId: string) => void;
  /** Called once the traveller has confirmed deleting a card. */
  readonly onDelete: (paymentMethodId: string) => void;
  /** Called when the traveller asks to add a new card (the page opens AddCardDialog). */
  readonly onAddCard: () => void;
  /** The payment section waits for the traveler step (spec: platform §4 Desktop checkout). */
  readonly disabled?: boolean;
  /**
   * Shows the payment step's heading at this level: "Rewards & payment", or "Payment" in the
   * corporate tenant (spec: platform §2). Leave it out when the page titles the section itself.
   */
  readonly stepHeadingLevel?: 2 | 3;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

/**
 * The traveller's saved cards as a radio group, each with a delete button that asks first, and a
 * button to add a new card (spec: platform §3 Payment method, §4 Payment verification).
 */
export function PaymentMethodList({
  paymentMethods,
  selectedPaymentMethodId,
  onSelect,
  onDelete,
  onAddCard,
  disabled = false,
  stepHeadingLevel,
  className,
}: PaymentMethodListProps) {
  const tenant = useTenant();
  const labelId = useId();
  const [pendingDelete, setPendingDelete] = useState<PaymentMethod>();
  const addCardRef = useRef<HTMLButtonElement>(null);
  const deleteTriggerRef = useRef<HTMLButtonElement | null>(null);

  // The dialog hands focus back to the delete button; once its card is gone, to "Add a new card".
  const restoreFocus = () => {
    const trigger = deleteTriggerRef.current;
    (trigger?.isConnected ? trigger : addCardRef.current)?.focus();
  };

  return (
    <Box className={className} data-disabled={disabled || undefined}>
      {stepHeadingLevel && (
        <Typography component={`h${stepHeadingLevel}`} variant="h3" sx={{ mb: 2 }}>
          {tenantSettings(tenant).paymentStepLabel}
        </Typography>
      )}
      <Typography id={labelId} component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Saved cards
      </Typography>
      {paymentMethods.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1.5 }}>
          You have no saved cards.
        </Typography>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          value={selectedPaymentMethodId ?? ''}
          onChange={(event) => onSelect(event.target.value)}
          sx={{ my: 1 }}
        >
          {paymentMethods.map((paymentMethod) => {
            const label = paymentMethodLabel(paymentMethod);
            const selected = paymentMethod.id === selectedPaymentMethodId;
            return (
              <Stack
                key={paymentMethod.id}
                direction="row"
                data-selected={selected || undefined}
                sx={(theme) => ({
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  borderRadius: `${theme.shape.borderRadius}px`,
                  pl: 1.5,
                  pr: 0.5,
                  mb: 1,
                })}
              >
                <FormControlLabel
                  value={paymentMethod.id}
                  disabled={disabled}
                  control={<Radio />}
                  label={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <CreditCardRounded aria-hidden fontSize="small" color="action" />
                      <span>{label}</span>
                    </Stack>
                  }
                  sx={{ flex: 1, mr: 1, py: 0.5 }}
                />
                <IconButton
                  aria-label={`Delete card ending in ${paymentMethod.last4}`}
                  disabled={disabled}
                  onClick={(event) => {
                    deleteTriggerRef.current = event.currentTarget;
                    setPendingDelete(paymentMethod);
                  }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Stack>
            );
          })}
        </RadioGroup>
      )}
      <Button
        ref={addCardRef}
        variant="outlined"
        startIcon={<AddRounded />}
        disabled={disabled}
        onClick={onAddCard}
      >
        Add a new card
      </Button>
      <DeleteCardDialog
        paymentMethod={pendingDelete}
        onCancel={() => setPendingDelete(undefined)}
        onConfirm={(paymentMethod) => {
          setPendingDelete(undefined);
          onDelete(paymentMethod.id);
        }}
        onExited={restoreFocus}
      />
    </Box>
  );
}
