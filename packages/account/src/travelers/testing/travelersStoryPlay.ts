import { dialogsClosed, slow, type shownDialog } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

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

/** Saves the open traveler form and waits for it to close. */
export async function saveTravelerForm(form: Awaited<ReturnType<typeof shownDialog>>) {
  await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
  await dialogsClosed();
}
