import type { Meta, StoryObj } from '@storybook/react-vite';
import { corporateTenant, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import type { TripSummaryCard } from './TripSummaryCard';
import defaultMeta from './TripSummaryCard.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/TripSummaryCard/Features',
} satisfies Meta<typeof TripSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Seaside Cottage with Harbour Views' });

/** The listing gives its check-in and check-out times: shown as h:mm A. */
export const WithTimes: Story = {
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('Check-in4:00 PM');
    await expect(card(canvasElement)).toHaveTextContent('Check-out11:00 AM');
  },
};

/** The listing gives no times: those lines are left out. */
export const WithoutTimes: Story = {
  args: { checkInTime: undefined, checkOutTime: undefined },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).not.toHaveTextContent('Check-in');
    await expect(card(canvasElement)).not.toHaveTextContent('Check-out');
  },
};

/** No photo: the text takes the whole card. */
export const WithoutPhoto: Story = {
  args: { photo: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).queryByRole('img')).toBeNull();
  },
};

/** One night, children, two pets and two rooms. */
export const OneNightFamilyWithPets: Story = {
  args: {
    stayDates: { from: '2026-07-08', until: '2026-07-09' },
    guests: { adultsCount: 2, children: [{ age: 17 }, { age: 17 }], petsCount: 2, roomsCount: 2 },
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('Wed, Jul 8 – Thu, Jul 9, 2026 (1 night)');
    await expect(card(canvasElement)).toHaveTextContent('4 guests, 2 pets, 2 rooms');
  },
};

/** A stay over the new year shows both years. */
export const AcrossNewYear: Story = {
  args: { stayDates: { from: '2026-12-30', until: '2027-01-02' } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent(
      'Wed, Dec 30, 2026 – Sat, Jan 2, 2027 (3 nights)',
    );
  },
};

/** A long listing name wraps at the mobile width. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { listingName: 'Seaside Cottage with Harbour Views' },
  play: WithTimes.play,
};

/** The corporate tenant: one adult, the corporate default. */
export const Corporate: Story = {
  globals: corporateTenant,
  args: { guests: { adultsCount: 1, children: [], petsCount: 0, roomsCount: 1 } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('1 guest');
  },
};
