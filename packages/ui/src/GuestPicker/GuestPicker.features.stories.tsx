import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGuests, petsInfoText } from '@wayfare/domain';
import { corporateTenant, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { GuestPicker } from './GuestPicker';
import defaultMeta from './GuestPicker.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/GuestPicker/Features',
} satisfies Meta<typeof GuestPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const consumerGuests = defaultGuests('consumer');

async function openPopup(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Guests / }));
  const popup = await screen.findByRole('dialog', { name: 'Guests' });
  // The popover grows in; what it shows is visible once it has.
  await waitFor(() => expect(popup).toBeVisible());
  return popup;
}

const countOf = (popup: HTMLElement, title: string) =>
  within(within(popup).getByRole('group', { name: title })).getByRole('status');

/** Two adults (the consumer default), no children, no pets; the keyboard opens, adds and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: 'Guests 2 guests' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Guests' });
    await expect(countOf(popup, 'Adults')).toHaveTextContent('2 adults');
    await expect(within(popup).getByRole('button', { name: 'Remove a child' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    within(popup).getByRole('button', { name: 'Add an adult' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...consumerGuests, adultsCount: 3 });
    await expect(countOf(popup, 'Adults')).toHaveTextContent('3 adults');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guests 3 guests' }),
    ).toHaveFocus();
  },
};

/** Children: each child's age is asked, 0 to 17; a new child starts at 17. */
export const WithChildren: Story = {
  args: { value: { ...consumerGuests, children: [{ age: 4 }, { age: 9 }] } },
  play: async ({ canvasElement, args }) => {
    // The field behind the open popup is hidden from assistive technology, so its queries say so.
    const popup = await openPopup(canvasElement);
    await expect(within(popup).getByRole('combobox', { name: /Age of child 1/ })).toHaveTextContent(
      '4',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Add a child' }));
    const third = within(popup).getByRole('combobox', { name: /Age of child 3/ });
    await expect(third).toHaveTextContent('17');
    await userEvent.click(third);
    await userEvent.click(await screen.findByRole('option', { name: '8' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...consumerGuests,
      children: [{ age: 4 }, { age: 9 }, { age: 8 }],
    });
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guests 5 guests', hidden: true }),
    ).toBeInTheDocument();
  },
};

/** The listing's maximum is reached (4, children counted): adding stops and the picker says so. */
export const AtListingMaximum: Story = {
  args: {
    value: { ...consumerGuests, children: [{ age: 6 }, { age: 12 }] },
    maxOccupancy: 4,
  },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const addAdult = within(popup).getByRole('button', { name: 'Add an adult' });
    await expect(addAdult).toHaveAttribute('aria-disabled', 'true');
    await expect(within(popup).getByRole('button', { name: 'Add a child' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(popup).getByText('Maximum of 4 guests')).toBeVisible();
    await userEvent.click(addAdult);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(popup).getByRole('button', { name: 'Remove a child' }));
    await expect(addAdult).toHaveAttribute('aria-disabled', 'false');
    await expect(within(popup).queryByText('Maximum of 4 guests')).toBeNull();
  },
};

/** With no listing maximum the pickers stop at 16 (spec: platform §9). */
export const DefaultMaximum: Story = {
  args: { value: { ...consumerGuests, adultsCount: 15 } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    const addAdult = within(popup).getByRole('button', { name: 'Add an adult' });
    await userEvent.click(addAdult);
    await expect(countOf(popup, 'Adults')).toHaveTextContent('16 adults');
    await expect(addAdult).toHaveAttribute('aria-disabled', 'true');
    await expect(addAdult).toHaveFocus();
    await expect(within(popup).getByText('Maximum of 16 guests')).toBeVisible();
  },
};

/** Pets: an optional count, with an info tooltip (a single pet allowed, more to discuss). */
export const Pets: Story = {
  args: { value: { ...consumerGuests, petsCount: 1 } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(countOf(popup, 'Pets')).toHaveTextContent('1 pet');
    await userEvent.click(within(popup).getByRole('button', { name: 'About pets' }));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(petsInfoText);
    await expect(
      within(popup).getByRole('button', { name: 'About pets' }),
    ).toHaveAccessibleDescription(petsInfoText);
    // Escape closes the tooltip and the popup: a tooltip opened while its popup is still moving
    // lands in a different place from run to run, so the screenshot is taken of the closed field.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Rooms are shown (not for vacation rentals); the summary names them from 2 rooms. */
export const WithRooms: Story = {
  args: { value: { ...consumerGuests, roomsCount: 2 }, showRooms: true },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(countOf(popup, 'Rooms')).toHaveTextContent('2 rooms');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guests 2 guests, 2 rooms', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Remove a room' }));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guests 2 guests', hidden: true }),
    ).toBeInTheDocument();
    await expect(within(popup).getByRole('button', { name: 'Remove a room' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Mobile: a full-screen dialog with a header and a close button. */
export const Mobile: Story = {
  args: { value: { ...consumerGuests, children: [{ age: 7 }], petsCount: 1 } },
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(within(popup).getByRole('heading', { name: 'Guests' })).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guests 3 guests, 1 pet' }),
    ).toHaveFocus();
  },
};

/** The corporate tenant starts with one adult, who cannot be removed. */
export const Corporate: Story = {
  args: { value: defaultGuests('corporate') },
  globals: corporateTenant,
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(countOf(popup, 'Adults')).toHaveTextContent('1 adult');
    await expect(within(popup).getByRole('button', { name: 'Remove an adult' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
