import type { Meta, StoryObj } from '@storybook/react-vite';
import { treesModalText } from '@wayfare/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BookingConfirmation } from './BookingConfirmation';
import defaultMeta from './BookingConfirmation.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/BookingConfirmation/Features',
} satisfies Meta<typeof BookingConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The themed header band, found by the collection it exposes for styles and tests. */
function headerOf(canvasElement: HTMLElement, collection: string): HTMLElement {
  const header = canvasElement.querySelector<HTMLElement>(
    `[data-collection-header="${collection}"]`,
  );
  if (!header) throw new Error(`No ${collection} header`);
  return header;
}

/** The confirmation of an ordinary listing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Booking Confirmation' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Collection$/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: "What's next?" })).toBeVisible();
  },
};

/** A Premier listing: the themed header (spec: platform §2). */
export const Premier: Story = {
  args: { collection: 'Premier' },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement, 'Premier');
    await expect(within(header).getByText('Premier Collection')).toBeVisible();
    await expect(
      within(header).getByRole('heading', { level: 1, name: 'Booking Confirmation' }),
    ).toBeVisible();
  },
};

/** A Lifestyle listing: the themed header (spec: platform §2). */
export const Lifestyle: Story = {
  args: { collection: 'Lifestyle' },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement, 'Lifestyle');
    await expect(within(header).getByText('Lifestyle Collection')).toBeVisible();
  },
};

/** The trees modal, opened and closed with the keyboard (spec: platform §2, §9). */
export const TreesModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const learnMore = within(canvasElement).getByRole('button', { name: 'Learn more' });
    learnMore.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Trees for every booking' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(treesModalText);
    await expect(within(dialog).getByText('2 trees')).toBeVisible();
    await expect(within(dialog).getByText('$0.25')).toBeVisible();
  },
};

/** Escape closes the modal and focus goes back to Learn more. */
export const TreesModalKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const learnMore = within(canvasElement).getByRole('button', { name: 'Learn more' });
    learnMore.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Trees for every booking' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(learnMore).toHaveFocus());
  },
};

/** No earn string: a consumer non-primary account (spec: platform §6); no trees experiment. */
export const NoEarn: Story = {
  args: { earnText: undefined, showTrees: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/You'll earn/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Learn more' })).toBeNull();
  },
};

/** No photo of the listing: the summary keeps its name and dates. */
export const NoPhoto: Story = {
  args: { photo: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Lakeside Cabin with Dock' })).toBeVisible();
  },
};
