import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderDateOfBirth } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTravelers } from './storyTravelers';
import { TravelerList } from './TravelerList';

const meta = {
  title: 'Components/Account/TravelerList',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TravelerList,
  parameters: { layout: 'padded' },
  args: {
    travelers: storyTravelers,
    isEditable: (profile) => profile.dateOfBirth !== placeholderDateOfBirth,
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof TravelerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each traveler's details and flags; the placeholder has no buttons. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ada = canvas.getByRole('article', { name: 'Ada Lovelace' });
    await expect(within(ada).getByText('Default profile')).toBeVisible();
    await expect(within(ada).getByText('Issued by GB, expires May 14, 2031')).toBeVisible();
    await expect(within(ada).getByText('Marriott Bonvoy 880014417')).toBeVisible();
    await expect(within(ada).getByText('AC 123456789')).toBeVisible();
    await expect(within(ada).getByText('WCHR, DEAF')).toBeVisible();
    const edsger = canvas.getByRole('article', { name: 'Edsger Dijkstra' });
    await expect(within(edsger).getByText('Missing info')).toBeVisible();
    await expect(within(edsger).getByText('Not given')).toBeVisible();
    await expect(within(edsger).queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Private profile')).toBeVisible();
    await expect(canvas.getByText('Ghost user')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Ada Lovelace' }));
    await expect(args.onEdit).toHaveBeenCalledWith(storyTravelers[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Hedy Lamarr' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyTravelers[2]);
  },
};

/** No saved traveler. */
export const Empty: Story = {
  args: { travelers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no saved travelers yet.')).toBeVisible();
  },
};
