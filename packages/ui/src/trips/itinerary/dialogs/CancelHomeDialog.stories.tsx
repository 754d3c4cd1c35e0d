import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HomeCancelQuoteResponse } from '@wayfare/domain';
import { consumerTenant, mobileViewport, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { failing, never, quoteFailure, quoteSuccess } from '../testing/itineraryStoryActions';
import { homeStay } from '../testing/itineraryStoryTrips';
import { CancelHomeDialog } from './CancelHomeDialog';

/** The call, typed once, so each story's stand-in matches the meta's. */
type Cancel = (quoteId: string) => Promise<void>;
type Quote = () => Promise<HomeCancelQuoteResponse>;

const meta = {
  title: 'Components/Trips/Itinerary/CancelHomeDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: CancelHomeDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    listingName: homeStay.home?.listingName ?? '',
    onQuote: fn<Quote>(() => Promise.resolve(quoteSuccess)),
    onCancel: fn<Cancel>(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof CancelHomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Cancel home';

/** The quote is on its way: a named status, and Close. */
export const LoadingQuote: Story = {
  args: { onQuote: fn<Quote>(() => never()) },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await expect(dialog.getByRole('status')).toHaveTextContent('Getting your refund amount…');
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(args.onQuote).toHaveBeenCalledOnce();
  },
};

/** The quote: the refund and the fee; Keep my booking has focus, the confirm button is beside it. */
export const QuoteReady: Story = {
  play: async () => {
    const dialog = await shownDialog(title);
    const keep = await dialog.findByRole('button', { name: 'Keep my booking' });
    await expect(definitionsOf(document.body, 'Refund')).toEqual(['$1,040.00']);
    await expect(definitionsOf(document.body, 'Cancellation fee')).toEqual(['$200.00']);
    await expect(dialog.getByRole('button', { name: 'Cancel this booking' })).toBeEnabled();
    await waitFor(() => expect(keep).toHaveFocus());
  },
};

/** The quote on a phone: the modal takes the whole screen. */
export const QuoteReadyMobile: Story = {
  ...QuoteReady,
  globals: mobileViewport,
};

/** Cancelling: the confirm button shows progress, nothing can be pressed twice or closed. */
export const Cancelling: Story = {
  args: { onCancel: fn<Cancel>(() => never()) },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    const confirm = await dialog.findByRole('button', { name: 'Cancel this booking' });
    await userEvent.click(confirm);
    await expect(dialog.getByRole('button', { name: /Cancel this booking/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Keep my booking' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith('quote-home-muskoka');
  },
};

/** Cancelled: what was cancelled and what comes back, and Done. */
export const Cancelled: Story = {
  play: async () => {
    const dialog = await shownDialog(title);
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel this booking' }));
    const status = await dialog.findByRole('status');
    await expect(status).toHaveTextContent(
      'Your booking of Lakeside Cabin with Dock is cancelled.',
    );
    await expect(status).toHaveTextContent('$1,040.00 will be refunded to how you paid.');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus());
  },
};

/** The cancel failed: the home is still booked, the quote still holds, the traveller may retry. */
export const CancelFailed: Story = {
  args: { onCancel: fn<Cancel>(() => failing()) },
  play: async () => {
    const dialog = await shownDialog(title);
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel this booking' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We could not cancel your booking. It is still booked: please try again.',
    );
    await expect(definitionsOf(document.body, 'Refund')).toEqual(['$1,040.00']);
    await expect(dialog.getByRole('button', { name: 'Cancel this booking' })).toBeEnabled();
  },
};

/**
 * products §8 "change quote failure": no quote could be made. Why, Try again (focused) and Close;
 * Try again asks once more.
 */
export const ChangeQuoteFailure: Story = {
  args: { onQuote: fn<Quote>(() => Promise.resolve(quoteFailure)) },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not get a refund amount');
    await expect(alert).toHaveTextContent(/contact us to cancel it/);
    const tryAgain = dialog.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
    await userEvent.click(tryAgain);
    await waitFor(() => expect(args.onQuote).toHaveBeenCalledTimes(2));
  },
};

/** The quote call itself failed: a plain apology, Try again and Close. */
export const QuoteError: Story = {
  args: { onQuote: fn<Quote>(() => failing()) },
  play: async () => {
    const dialog = await shownDialog(title);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong while getting your refund amount. Please try again.',
    );
  },
};
