import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** What a play or a test drives the form with: Storybook's `userEvent`, or a test's own session. */
interface User {
  type(element: Element, text: string): Promise<unknown>;
  keyboard(text: string): Promise<unknown>;
  click(element: Element): Promise<unknown>;
}

const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Types into an airport field, waits for the airport to be listed (the airports load with the
 * form), and chooses the first listed with Enter.
 */
export async function chooseAirport(
  field: HTMLElement,
  typed: string,
  chosen: string,
  user: User = userEvent,
) {
  await user.type(field, typed);
  await screen.findByRole('option', { name: startingWith(chosen) });
  await user.keyboard('{Enter}');
  await expect(field).toHaveValue(chosen);
}

/**
 * Opens a date field (by its label, "Depart", "Return"), picks a day of the month it opens on,
 * and waits for the calendar to close.
 */
export async function pickDay(
  scope: HTMLElement,
  label: string,
  day: number,
  user: User = userEvent,
) {
  await user.click(within(scope).getByRole('button', { name: startingWith(`${label} `) }));
  const calendar = await screen.findByRole('dialog', { name: label });
  await user.click(within(calendar).getByRole('gridcell', { name: String(day) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
