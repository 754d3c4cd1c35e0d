import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Lazy pages and a fake backend on a shared 2-core machine: generous waits. */
export const slow = { timeout: 10000 };

/** A dialog once it has faded in. */
export async function shownDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name }, slow);
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** No dialog is left open. */
export const dialogsClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

/**
 * Fills a field the way a traveller pastes into it: one change instead of one per character,
 * which on a form that validates as it goes costs a render each. Typing itself is played where a
 * story is about it (the add-card and traveler form stories).
 */
export async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Adds a card through the add-card dialog, as a traveller fills it in, and saves it. */
export async function addCard(number: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add a new card' }));
  const form = await shownDialog('Add a new card');
  await fillIn(form.getByRole('textbox', { name: /^Cardholder name/ }), 'Ada Lovelace');
  await fillIn(form.getByRole('textbox', { name: /^Card number/ }), number);
  await fillIn(form.getByRole('textbox', { name: /^Expiry date/ }), '12/30');
  await fillIn(form.getByRole('textbox', { name: /^CVV/ }), '123');
  await fillIn(form.getByRole('textbox', { name: /^Billing postal code/ }), 'M5V 2T6');
  await userEvent.click(form.getByRole('button', { name: 'Save card' }));
}
