import AddRounded from '@mui/icons-material/AddRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@wayfare/domain';
import { useRef, useState } from 'react';
import { DeleteCardDialog } from '../../PaymentMethodList/DeleteCardDialog';
import { paymentMethodLabel } from '../../PaymentMethodList/paymentMethodLabel';
import { paymentMethodTexts } from './paymentMethodTexts';

export interface SavedPaymentMethodListProps {
  /** The saved cards, as `payments/list` answers them (spec: platform §3 Payment method). */
  readonly paymentMethods: readonly PaymentMethod[];
  /** Called once the traveller has confirmed deleting a card. */
  readonly onDelete: (paymentMethodId: string) => void;
  /** "Add a new card" (the page opens AddCardDialog). */
  readonly onAddCard: () => void;
  /** A call is under way: nothing can be pressed. */
  readonly disabled?: boolean;
}

/**
 * The saved cards of the account page: each card's type and last four, and whether it is on a
 * Personal or a Business account (spec: platform §3 "Account types"), with a delete button that
 * asks first (the checkout's own confirmation), and "Add a new card". Unlike the checkout's
 * PaymentMethodList nothing is chosen here: the cards are managed, not paid with.
 */
export function SavedPaymentMethodList({
  paymentMethods,
  onDelete,
  onAddCard,
  disabled = false,
}: SavedPaymentMethodListProps) {
  const [pendingDelete, setPendingDelete] = useState<PaymentMethod>();
  const addCardRef = useRef<HTMLButtonElement>(null);
  const deleteTriggerRef = useRef<HTMLButtonElement | null>(null);

  // The dialog hands focus back to the delete button; once its card is gone, to "Add a new card".
  const restoreFocus = () => {
    const trigger = deleteTriggerRef.current;
    (trigger?.isConnected ? trigger : addCardRef.current)?.focus();
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {paymentMethods.length === 0 ? (
        <Box sx={{ py: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{paymentMethodTexts.noCards}</Typography>
          <Typography color="text.secondary">{paymentMethodTexts.noCardsHint}</Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={paymentMethodTexts.savedCards}
          sx={{ listStyle: 'none', p: 0, m: 0, width: '100%', display: 'grid', gap: 1 }}
        >
          {paymentMethods.map((paymentMethod) => {
            const label = paymentMethodLabel(paymentMethod);
            return (
              <Paper
                key={paymentMethod.id}
                component="li"
                variant="outlined"
                data-payment-method-id={paymentMethod.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pl: 2, pr: 1, py: 1 }}
              >
                <CreditCardRounded aria-hidden color="action" />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
                  {paymentMethod.accountUseType && (
                    <Typography variant="body2" color="text.secondary">
                      {paymentMethodTexts.accountType[paymentMethod.accountUseType]}
                    </Typography>
                  )}
                </Box>
                <IconButton
                  aria-label={`Delete ${label}`}
                  disabled={disabled}
                  onClick={(event) => {
                    deleteTriggerRef.current = event.currentTarget;
                    setPendingDelete(paymentMethod);
                  }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Paper>
            );
          })}
        </Box>
      )}
      <Button
        ref={addCardRef}
        variant="outlined"
        startIcon={<AddRounded />}
        disabled={disabled}
        onClick={onAddCard}
      >
        {paymentMethodTexts.addCard}
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
    </Stack>
  );
}
