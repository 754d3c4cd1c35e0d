import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, unselectableDayTexts, type CalendarDay, type IsoDate } from '@wayfare/domain';
import { desktopViewport, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { StayDatesPicker } from './StayDatesPicker';
import defaultMeta from './StayDatesPicker.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/StayDatesPicker/Features',
} satisfies Meta<typeof StayDatesPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked nights, as getCalendarAvailability answers them: the first is still a check-out day. */
function bookedNights(first: IsoDate, nights: number): CalendarDay[] {
  return Array.from({ length: nights }, (_, night) => ({
    date: addDays(first, night),
    isAvailable: false,
    isAvailableForCheckout: night === 0,
  }));
}

/** The nights of 8, 9 and 10 July are booked. */
const julyBookings = bookedNights('2026-07-08', 3);

async function openPicker(canvasElement: HTMLElement, name: RegExp | string = /^Dates /) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const picker = await screen.findByRole('dialog', { name: 'Dates' });
  // The popover grows in; what it shows is visible once it has.
  await waitFor(() => expect(picker).toBeVisible());
  return picker;
}

const dayNamed = (picker: HTMLElement, name: string) =>
  within(picker).getByRole('gridcell', { name });

/** Nothing chosen: Add dates; the keyboard picks a whole stay (arrows, Enter, Tab to Done). */
export const Empty: Story = {
  // Two months side by side on a desktop; one on a phone (Mobile).
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: 'Dates Add dates' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Dates' });
    const done = within(picker).getByRole('button', { name: 'Done' });
    await expect(dayNamed(picker, 'Wednesday, July 1, 2026')).toHaveFocus();
    await expect(done).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-07-02' });
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: '2026-07-02',
      until: '2026-07-04',
    });
    await expect(done).toBeEnabled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledWith({ from: '2026-07-02', until: '2026-07-04' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Dates Jul 2 – Jul 4, 2 nights' }),
    ).toHaveFocus();
  },
};

/**
 * The check-in is chosen: it is selected, the field asks for the check-out, and the check-in
 * itself says it cannot also be the check-out.
 */
export const CheckInChosen: Story = {
  args: { value: { from: '2026-07-02' } },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement, 'Dates Jul 2 – Add check-out');
    const checkIn = dayNamed(
      picker,
      `Thursday, July 2, 2026, check-in, ${unselectableDayTexts['minimum-stay']}`,
    );
    await expect(checkIn).toHaveFocus();
    await expect(checkIn).toHaveAttribute('aria-selected', 'true');
    await expect(within(picker).getByRole('status')).toHaveTextContent(
      'The minimum stay is 1 night.',
    );
    await expect(within(picker).getByRole('button', { name: 'Done' })).toBeDisabled();
  },
};

/** A whole stay: both ends selected, the nights between highlighted, Done reports it. */
export const RangeChosen: Story = {
  args: { value: { from: '2026-07-02', until: '2026-07-04' } },
  play: async ({ canvasElement, args }) => {
    const picker = await openPicker(canvasElement, 'Dates Jul 2 – Jul 4, 2 nights');
    await expect(dayNamed(picker, 'Friday, July 3, 2026')).toHaveAttribute('data-range', 'between');
    await expect(dayNamed(picker, 'Saturday, July 4, 2026, check-out')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledWith({ from: '2026-07-02', until: '2026-07-04' });
  },
};

/**
 * calendar/blocked-dates: booked nights cannot be picked, and the picker says why when the
 * keyboard reaches one and when it is tried.
 */
export const BlockedDates: Story = {
  args: { calendar: julyBookings },
  play: async ({ canvasElement, args }) => {
    const picker = await openPicker(canvasElement);
    const status = within(picker).getByRole('status');
    await userEvent.keyboard('{ArrowDown}');
    const checkOutOnly = dayNamed(
      picker,
      `Wednesday, July 8, 2026, ${unselectableDayTexts['no-check-in']}`,
    );
    await expect(checkOutOnly).toHaveFocus();
    await expect(status).toHaveTextContent(unselectableDayTexts['no-check-in']);
    await userEvent.keyboard('{ArrowRight}');
    const booked = dayNamed(picker, 'Thursday, July 9, 2026, Already booked.');
    await expect(booked).toHaveFocus();
    await expect(booked).toHaveAttribute('aria-disabled', 'true');
    await expect(status).toHaveTextContent('Already booked.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(status).toHaveTextContent('Already booked.');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-07-11' });
    await expect(status).toHaveTextContent(/^$/);
  },
};

/** calendar/checkout-only: the first booked day can end a stay but not start one. */
export const CheckoutOnly: Story = {
  args: { value: { from: '2026-07-06' }, calendar: julyBookings },
  play: async ({ canvasElement, args }) => {
    const picker = await openPicker(canvasElement);
    const checkOutDay = dayNamed(picker, 'Wednesday, July 8, 2026');
    await expect(checkOutDay).toHaveAttribute('aria-disabled', 'false');
    await expect(
      dayNamed(picker, `Thursday, July 9, 2026, ${unselectableDayTexts['booked-night-between']}`),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(checkOutDay);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: '2026-07-06',
      until: '2026-07-08',
    });
    await userEvent.hover(dayNamed(picker, 'Friday, July 10, 2026, Already booked.'));
    await expect(within(picker).getByRole('status')).toHaveTextContent('Already booked.');
  },
};

/** calendar/loading: availability is on its way; only the window applies meanwhile. */
export const Loading: Story = {
  args: { calendar: julyBookings, loading: true },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    await expect(
      within(picker).getByRole('progressbar', { name: 'Loading availability' }),
    ).toBeVisible();
    await expect(dayNamed(picker, 'Thursday, July 9, 2026')).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** The window's end: one year ahead is the last check-out; the months stop there. */
export const WindowEnd: Story = {
  // Two months side by side on a desktop; one on a phone (Mobile).
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  args: { value: { from: '2027-06-28' } },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    await expect(within(picker).getByText('July 2027')).toBeVisible();
    await expect(within(picker).getByRole('button', { name: 'Next month' })).toBeDisabled();
    await expect(dayNamed(picker, 'Thursday, July 1, 2027')).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    const beyond = dayNamed(
      picker,
      `Friday, July 2, 2027, ${unselectableDayTexts['beyond-one-year']}`,
    );
    await userEvent.click(beyond);
    await expect(within(picker).getByRole('status')).toHaveTextContent(
      'Stays can be booked up to one year ahead.',
    );
  },
};

/** Only the check-in: Done stays disabled until the check-out is set (platform §5). */
export const Incomplete: Story = {
  args: { value: { from: '2026-07-02' } },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    const done = within(picker).getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await userEvent.click(dayNamed(picker, 'Sunday, July 5, 2026'));
    await expect(done).toBeEnabled();
    await userEvent.click(within(picker).getByRole('button', { name: 'Clear' }));
    await expect(done).toBeDisabled();
    await expect(within(picker).getByText('Add dates')).toBeVisible();
  },
};

/** Mobile: one month in a full-screen dialog with a close button; focus returns to the field. */
export const Mobile: Story = {
  args: { value: { from: '2026-07-02', until: '2026-07-04' }, calendar: julyBookings },
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    await expect(within(picker).getAllByRole('grid')).toHaveLength(1);
    await expect(within(picker).getByRole('heading', { name: 'Dates' })).toBeVisible();
    await userEvent.keyboard('{PageDown}');
    await expect(within(picker).getByText('August 2026')).toBeVisible();
    await expect(dayNamed(picker, 'Sunday, August 2, 2026')).toHaveFocus();
    await userEvent.click(within(picker).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Dates Jul 2 – Jul 4, 2 nights' }),
    ).toHaveFocus();
  },
};

/** Escape closes the picker and gives focus back to the dates button. */
export const EscapeCloses: Story = {
  args: { value: { from: '2026-07-02', until: '2026-07-04' }, calendar: julyBookings },
  play: async ({ canvasElement }) => {
    await openPicker(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Dates Jul 2 – Jul 4, 2 nights' }),
    ).toHaveFocus();
  },
};
