import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Lazy pages and a fake backend on a shared 2-core machine: generous waits. */
export const slow = { timeout: 10000 };

/** The page is there and its cards have loaded. */
export async function paymentMethodsLoaded() {
  await screen.findByRole('heading', { level: 1, name: 'Payment methods' }, slow);
  await waitFor(() => expect(screen.queryByLabelText('Loading payment methods')).toBeNull(), slow);
}

/** A dialog once it has faded in. */
export async function shownDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name }, slow);
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** No dialog is left open. */
export const dialogsClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

/** Adds a card through the form, as the traveller types it. */
export async function addCard(number: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add a new card' }));
  const form = await shownDialog('Add a new card');
  await userEvent.type(form.getByRole('textbox', { name: /^Cardholder name/ }), 'Ada Lovelace');
  await userEvent.type(form.getByRole('textbox', { name: /^Card number/ }), number);
  await userEvent.type(form.getByRole('textbox', { name: /^Expiry date/ }), '12/30');
  await userEvent.type(form.getByRole('textbox', { name: /^CVV/ }), '123');
  await userEvent.type(form.getByRole('textbox', { name: /^Billing postal code/ }), 'M5V 2T6');
  await userEvent.click(form.getByRole('button', { name: 'Save card' }));
}

/** The saved cards' labels, in order. */
export const shownCards = () =>
  within(screen.getByRole('list', { name: 'Saved cards' }))
    .getAllByRole('listitem')
    .map((card) => within(card).getByText(/ending in/).textContent);
