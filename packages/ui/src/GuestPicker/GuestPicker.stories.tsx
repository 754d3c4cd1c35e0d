import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGuests } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { GuestPicker, type GuestPickerProps } from './GuestPicker';

/** The picker as a page uses it: the page keeps the guests and hands them back. */
function ControlledGuestPicker(props: GuestPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <GuestPicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/GuestPicker',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: GuestPicker,
  parameters: { layout: 'padded' },
  args: { value: defaultGuests('consumer'), onChange: fn() },
  argTypes: {
    maxOccupancy: { control: { type: 'number', min: 1, max: 16 } },
    popupWidth: { control: { type: 'number', min: 280, step: 20 } },
  },
  render: (args) => <ControlledGuestPicker {...args} />,
} satisfies Meta<typeof GuestPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two adults, the consumer tenant's default: the popup opens from the field and Done closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('button', { name: 'Guests 2 guests' });
    await userEvent.click(field);
    const popup = await screen.findByRole('dialog', { name: 'Guests' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Add an adult' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...args.value, adultsCount: 3 });
    await userEvent.click(within(popup).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guests 3 guests' }),
    ).toHaveFocus();
  },
};

/** Any guests, maximum, width and counts shown, to try with the controls. */
export const Playground: Story = {
  args: {
    value: { adultsCount: 2, children: [{ age: 4 }], petsCount: 1, roomsCount: 2 },
    maxOccupancy: 6,
    showRooms: true,
  },
};
