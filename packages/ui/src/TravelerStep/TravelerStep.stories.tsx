import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTravelers } from './storyTravelers';
import { TravelerStep } from './TravelerStep';

const meta = {
  title: 'Components/TravelerStep',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TravelerStep,
  parameters: { layout: 'padded' },
  args: {
    mode: 'edit',
    travelers: storyTravelers,
    contact: { email: '', phone: '' },
    onTravelerChange: fn(),
    onContactChange: fn(),
    onSave: fn(),
    onEdit: fn(),
    anchorId: 'traveler-section',
  },
} satisfies Meta<typeof TravelerStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit mode with saved travelers: choose one, enter the contact, Save & Continue. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Primary traveler information' }),
    ).toHaveAttribute('id', 'traveler-section');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Traveler/ }), 'Ann Lee');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '416 555 0134');
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      travelerId: 't-ann',
      contact: { email: 'ann@example.com', phone: '416 555 0134' },
    });
  },
};

/** Any mode, travelers and contact. */
export const Playground: Story = {};
