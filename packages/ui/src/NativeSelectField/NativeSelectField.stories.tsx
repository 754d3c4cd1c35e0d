import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NativeSelectField, type NativeSelectFieldProps } from './NativeSelectField';

const orders = { recommended: 'Recommended', priceLow: 'Price: low to high', rating: 'Rating' };

/** The field as a toolbar holds it: its value the page's own. */
function Controlled(props: Omit<NativeSelectFieldProps, 'onChange' | 'children'>) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelectField {...props} value={value} onChange={(event) => setValue(event.target.value)}>
      {Object.entries(orders).map(([order, label]) => (
        <option key={order} value={order}>
          {label}
        </option>
      ))}
    </NativeSelectField>
  );
}

const meta = {
  title: 'Components/NativeSelectField',
  globals: consumerTenant,
  component: Controlled,
  parameters: { layout: 'padded' },
  args: { label: 'Sort by', value: 'recommended', size: 'small', sx: { minWidth: 200 } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label in the outline's notch, the choice under it; a choice from the keyboard changes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Recommended');
    await userEvent.selectOptions(select, 'priceLow');
    await expect(select).toHaveDisplayValue('Price: low to high');
  },
};

/** At the field's full size, as a form holds it. */
export const Medium: Story = { args: { size: 'medium', value: 'rating' } };
