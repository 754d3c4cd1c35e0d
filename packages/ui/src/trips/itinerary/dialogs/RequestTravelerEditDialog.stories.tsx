import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TravelerEditRequest } from '@wayfare/domain';
import { consumerTenant, fillIn, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failing, never } from '../testing/itineraryStoryActions';
import { roundTripFlight } from '../testing/itineraryStoryTrips';
import { RequestTravelerEditDialog } from './RequestTravelerEditDialog';

/** The call, typed once, so each story's stand-in matches the meta's. */
type Request = (request: TravelerEditRequest) => Promise<void>;

const meta = {
  title: 'Components/Trips/Itinerary/RequestTravelerEditDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: RequestTravelerEditDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    travelers: roundTripFlight.travelers,
    email: roundTripFlight.email,
    onRequest: fn<Request>(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof RequestTravelerEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Request traveler edit';
const change = 'Sam’s date of birth is 2014-03-09, not 2014-09-03.';

/** The booking's travelers to choose from, the first one focused, and the change to describe. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog(title);
    const travelers = dialog.getByRole('radiogroup', { name: 'Traveler' });
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Alex Morgan',
      'Jamie Morgan',
      'Sam Morgan',
    ]);
    await waitFor(() => expect(dialog.getAllByRole('radio')[0]).toHaveFocus());
    await expect(travelers).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: 'What should change?' }),
    ).toHaveAccessibleDescription('Up to 500 characters.');
  },
};

/** Sent empty: each field says what it needs, focus on the first, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(
      dialog.getByText('Choose the traveler whose details should change.'),
    ).toBeVisible();
    await expect(dialog.getAllByRole('radio')[0]).toHaveFocus();
    await expect(
      dialog.getByRole('textbox', { name: 'What should change?' }),
    ).toHaveAccessibleDescription('Describe the change you need.');
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** Sending: the button shows progress, nothing can be pressed twice, Escape does not close. */
export const Sending: Story = {
  args: { onRequest: fn<Request>(() => never()) },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('radio', { name: 'Sam Morgan (Child)' }));
    await fillIn(dialog.getByRole('textbox', { name: 'What should change?' }), change);
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(dialog.getByRole('button', { name: /Send request/ })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The request failed: why, as an alert; the traveler and the change are kept. */
export const Failed: Story = {
  args: { onRequest: fn<Request>(() => failing()) },
  play: async () => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('radio', { name: 'Sam Morgan (Child)' }));
    await fillIn(dialog.getByRole('textbox', { name: 'What should change?' }), change);
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We could not send your request. Please try again.',
    );
    await expect(dialog.getByRole('radio', { name: 'Sam Morgan (Child)' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'What should change?' })).toHaveValue(change);
  },
};

/** The success: the modal becomes "Request sent", says for whom and where the answer goes. */
export const Sent: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('radio', { name: 'Sam Morgan (Child)' }));
    await fillIn(dialog.getByRole('textbox', { name: 'What should change?' }), change);
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    const sent = await shownDialog('Request sent');
    await expect(sent.getByRole('status')).toHaveTextContent(
      "We sent your request to update Sam Morgan's details. We will write to alex.morgan@example.com once it is done.",
    );
    await expect(args.onRequest).toHaveBeenCalledWith({ travelerName: 'Sam Morgan', change });
  },
};
