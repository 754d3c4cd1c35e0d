import { flightCancellationTexts as texts } from '@wayfare/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import { shownDialog, slow } from './dialogPlays';

// What the flight cancellation stories do, as a traveller would (products §2 "self-serve cancel
// flight"): wait for a step's heading (which takes focus), press a step's button. The component
// stories of @wayfare/ui and the page stories of @wayfare/trips both play them.

/** The modal, once it has faded in. */
export const cancelFlightDialog = () => shownDialog(texts.title);

/** A step's heading once it shows, with focus on it (every step's heading takes focus). */
export async function stepShown(heading: string) {
  const dialog = await cancelFlightDialog();
  const shown = await dialog.findByRole('heading', { level: 3, name: heading }, slow);
  await waitFor(() => expect(shown).toHaveFocus());
  return dialog;
}

/** Presses a button of the step shown. */
export async function press(name: string) {
  const dialog = await cancelFlightDialog();
  await userEvent.click(dialog.getByRole('button', { name }));
}

/** From the policy to the confirmation: Continue once the options are shown. */
export async function continueToConfirm(heading: string = texts.confirmHeading) {
  await stepShown(texts.policyHeading);
  await press(texts.continue);
  return stepShown(heading);
}
