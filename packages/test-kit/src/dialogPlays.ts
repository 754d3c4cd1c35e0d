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
 * No dialog is left in the page, its fade over. A closing dialog leaves the accessibility tree at
 * once (the theme turns `closeAfterTransition` off), so a test that opens it again waits for this,
 * not for dialogsClosed: reopened during its fade it would be the same dialog, its state kept.
 */
export const dialogsGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), slow);

const framesUsers = new WeakMap<Document, ReturnType<typeof userEvent.setup>>();

/**
 * The user's keyboard and pointer where a field is: a field of the card vault's frame is typed into
 * through the frame's own document (to the page, the focused element is the frame itself), by one
 * user per frame document.
 */
export function userIn(field: HTMLElement) {
  const frameDocument = field.ownerDocument;
  if (frameDocument === document) return userEvent;
  const user = framesUsers.get(frameDocument) ?? userEvent.setup({ document: frameDocument });
  framesUsers.set(frameDocument, user);
  return user;
}

/** Types into a field key by key, in the page or in the card vault's frame. */
export async function typeIn(field: HTMLElement, text: string) {
  await userIn(field).type(field, text);
}

/**
 * Fills a field the way a traveller pastes into it: one change instead of one per character,
 * which on a form that validates as it goes costs a render each. Typing itself is played where a
 * story is about it (the add-card and traveler form stories).
 */
export async function fillIn(field: HTMLElement, text: string) {
  const user = userIn(field);
  await user.click(field);
  await user.paste(text);
}

/**
 * The card vault's fields (number, expiry, CVV) of the open add-card dialog: the frame's document
 * once its page has loaded. Where the fake backend runs in the page the frame is a stand-in of the
 * page's origin, so a play can reach into it; a real vault's frame it could not.
 */
export async function cardFrameFields(name: string | RegExp = 'Add a new card') {
  const dialog = await screen.findByRole('dialog', { name }, slow);
  const frameDocument = await waitFor(() => {
    const document = dialog.querySelector('iframe')?.contentDocument;
    if (!document?.getElementById('config')) throw new Error('The card frame has not loaded yet.');
    return document;
  }, slow);
  return within(frameDocument.body);
}

/** Adds a card through the add-card dialog, as a traveller fills it in, and saves it. */
export async function addCard(number: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add a new card' }));
  await fillInCardForm(number);
}

/** Fills in the open add-card dialog, as a traveller does, and saves the card. */
export async function fillInCardForm(number: string) {
  const form = await shownDialog('Add a new card');
  await fillIn(form.getByRole('textbox', { name: /^Cardholder name/ }), 'Ada Lovelace');
  const card = await cardFrameFields();
  await fillIn(card.getByRole('textbox', { name: /^Card number/ }), number);
  await fillIn(card.getByRole('textbox', { name: /^Expiry date/ }), '12/30');
  await fillIn(card.getByRole('textbox', { name: /^CVV/ }), '123');
  await fillIn(form.getByRole('textbox', { name: /^Billing postal code/ }), 'M5V 2T6');
  await userEvent.click(form.getByRole('button', { name: 'Save card' }));
}
