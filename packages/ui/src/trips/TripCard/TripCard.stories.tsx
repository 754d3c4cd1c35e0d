import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { tripItineraryPath } from '@wayfare/domain';
import { consumerTenant, frozenNow, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { definitionsOf } from '../../wallet/testing/definitionsOf';
import { parisFlight } from '../testing/tripStoryTrips';
import { TripCard } from './TripCard';

const meta = {
  title: 'Components/Trips/TripCard',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TripCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    trip: parisFlight,
    now: frozenNow,
    href: tripItineraryPath(parisFlight.id),
    onStopWatching: fn(),
    onReviewScheduleChange: fn(),
  },
} satisfies Meta<typeof TripCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An upcoming round trip: its kind, route title, dates and time state, its booking and flight
 * facts, the void window of a booking bought in the US, and its tags. The title is the one link,
 * to the itinerary details, reached with Tab.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Toronto - Paris - Toronto' });
    await expect(card).toHaveAttribute('data-kind', 'Flight');
    await expect(card).toHaveAttribute('data-time-state', 'Future');
    await expect(card).toHaveAttribute('data-status', 'Confirmed');
    await expect(within(card).getByText('Flight')).toBeVisible();
    await expect(within(card).getByText('Upcoming')).toBeVisible();
    await expect(within(card).getByText('Jul 10 – Jul 17, 2026')).toBeVisible();
    await expect(definitionsOf(card, 'Status')).toEqual(['Confirmed']);
    await expect(definitionsOf(card, 'Confirmation code')).toEqual(['WFTPARIS']);
    await expect(definitionsOf(card, 'Ticket')).toEqual(['Ticketed']);
    await expect(definitionsOf(card, 'Void')).toEqual(['Can be voided']);
    await expect(
      within(card).getByText(
        'You can void this booking at no cost within about 24 business hours of buying it.',
      ),
    ).toBeVisible();
    const tags = within(card).getByRole('list', { name: 'About this flight' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Changeable', 'Change for any reason']);
    const link = within(card).getByRole('link', { name: 'Toronto - Paris - Toronto' });
    await expect(link).toHaveAttribute('href', args.href);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The same card on a phone. */
export const Mobile: Story = {
  ...Default,
  globals: mobileViewport,
};

/** Every prop to try: another trip, another instant, no link. */
export const Playground: Story = {};
