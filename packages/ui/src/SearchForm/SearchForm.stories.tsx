import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGuests } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestPicker } from '../GuestPicker';
import { SearchForm } from './SearchForm';

const meta = {
  title: 'Components/SearchForm',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: SearchForm,
  parameters: { layout: 'padded' },
  args: {
    label: 'Search vacation rentals',
    place: <TextField label="Where" />,
    guests: <GuestPicker value={defaultGuests('consumer')} onChange={() => undefined} />,
    defaultStayDates: { from: '2026-08-10', until: '2026-08-13' },
    onStayDatesChange: fn(),
    today: '2026-07-01',
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stay products' search: the product's place field, the stay dates, its guests and Search,
 * one search landmark named by the product. Enter in a field searches as Search does.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Search vacation rentals' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Where' }), 'Ontario{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};
