import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  useAddCard,
  useDeletePaymentMethod,
  useHeaderRewards,
  usePaymentMethods,
} from '@wayfare/booking';
import {
  AddCardFlow,
  ErrorPanelDialog,
  paymentMethodLabel,
  SavedPaymentMethodList,
} from '@wayfare/ui';
import { useState } from 'react';
import { PaymentMethodsLoading } from './PaymentMethodsLoading';
import { paymentMethodsPageTexts } from './paymentMethodsPageTexts';

/**
 * Saved payment methods (spec: platform §1, §3, §7, §8): the saved cards with their type, last
 * four and account type, adding a card with its verification and error modals, and deleting one
 * after a confirmation.
 */
export function PaymentMethodsPage() {
  const cards = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const [notice, setNotice] = useState<string>();
  const rewards = useHeaderRewards();
  const addCard = useAddCard({
    // The card is verified for the account chosen in the header.
    accountId: rewards.selected?.accountReferenceId ?? '',
    onAdded: (paymentMethod) =>
      setNotice(paymentMethodsPageTexts.added(paymentMethodLabel(paymentMethod))),
  });

  const deleteCard = (paymentMethodId: string) => {
    const card = cards.paymentMethods.find((method) => method.id === paymentMethodId);
    setNotice(undefined);
    remove.mutate(paymentMethodId, {
      onSuccess: () => {
        if (card) setNotice(paymentMethodsPageTexts.deleted(paymentMethodLabel(card)));
      },
    });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {paymentMethodsPageTexts.heading}
      </Typography>
      {/* Always there, so a screen reader hears each notice as it comes. */}
      <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {paymentMethodsPageTexts.deleteError}
        </Alert>
      )}
      {cards.isPending ? (
        <PaymentMethodsLoading />
      ) : cards.isError ? (
        <Alert severity="error">{paymentMethodsPageTexts.loadError}</Alert>
      ) : (
        <SavedPaymentMethodList
          paymentMethods={cards.paymentMethods}
          onDelete={deleteCard}
          onAddCard={() => {
            setNotice(undefined);
            addCard.open();
          }}
          disabled={remove.isPending || addCard.isSaving}
        />
      )}
      <AddCardFlow state={addCard} />
      <ErrorPanelDialog
        content={addCard.errorContent}
        // The panel's one button is "Edit Payment Information" (spec: platform §8).
        onAction={addCard.edit}
        onClose={addCard.dismissError}
      />
    </Container>
  );
}
