import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, desktopViewport } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { StayDatesPicker, type StayDatesPickerProps } from './StayDatesPicker';

/** The picker as a page uses it: the page keeps the value and hands it back. */
function ControlledStayDatesPicker(props: StayDatesPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <StayDatesPicker
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
  title: 'Components/StayDatesPicker',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: StayDatesPicker,
  parameters: { layout: 'padded' },
  args: { value: {}, today: '2026-07-01', onChange: fn(), onDone: fn() },
  render: (args) => <ControlledStayDatesPicker {...args} />,
} satisfies Meta<typeof StayDatesPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No dates yet: the field asks for them, and the calendar opens on today. */
export const Default: Story = {
  // Two months side by side on a desktop; one on a phone.
  tags: ['desktop-play'],
  // Its play walks the desktop layout: the toolbar shows the viewport as set.
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('button', { name: 'Dates Add dates' });
    await userEvent.click(field);
    const picker = await screen.findByRole('dialog', { name: 'Dates' });
    await expect(within(picker).getAllByRole('grid')).toHaveLength(2);
    await expect(
      within(picker).getByRole('gridcell', { name: 'Wednesday, July 1, 2026' }),
    ).toHaveFocus();
  },
};

/** Any stay, calendar and label, to try with the controls. */
export const Playground: Story = {
  args: {
    value: { from: '2026-07-10', until: '2026-07-14' },
    label: 'Your stay',
    calendar: [
      { date: '2026-07-20', isAvailable: false, isAvailableForCheckout: true },
      { date: '2026-07-21', isAvailable: false, isAvailableForCheckout: false },
    ],
  },
};
