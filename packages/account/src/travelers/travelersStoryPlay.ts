import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Lazy pages and a fake backend on a shared 2-core machine: generous waits. */
export const slow = { timeout: 10000 };

/** The page is there and its list has loaded. */
export async function travelersLoaded() {
  await screen.findByRole('heading', { level: 1, name: 'Travelers' }, slow);
  await waitFor(() => expect(screen.queryByLabelText('Loading travelers')).toBeNull(), slow);
}

/** A traveler's card, by name. */
export const travelerCard = (name: string) => screen.getByRole('article', { name });

/** The names of the cards shown, in order. */
export const shownNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** A dialog once it has faded in. */
export async function shownDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name }, slow);
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** No dialog is left open. */
export const dialogsClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

/** Saves the open traveler form and waits for it to close. */
export async function saveTravelerForm(form: Awaited<ReturnType<typeof shownDialog>>) {
  await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
  await dialogsClosed();
}
