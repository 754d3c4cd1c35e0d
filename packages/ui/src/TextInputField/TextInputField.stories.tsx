import type { Meta, StoryObj } from '@storybook/react-vite';
import { textLimitMessage } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextInputField, type TextInputFieldProps } from './TextInputField';

/** The field as a form holds it: its value the form's own. */
function Controlled(props: Omit<TextInputFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <TextInputField {...props} value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

const meta = {
  title: 'Components/TextInputField',
  globals: consumerTenant,
  component: Controlled,
  parameters: { layout: 'padded' },
  args: { label: 'Where', placeholder: 'City, region or property', value: '' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the label sits in the field until it is focused. Typing fills it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Where' });
    await userEvent.type(field, 'Tofino, BC');
    await expect(field).toHaveValue('Tofino, BC');
    await userEvent.tab();
  },
};

/** Filled: the label above the outline, in its notch. */
export const Filled: Story = { args: { value: 'Dorset, ON' } };

/** In error: outlined in red, its helper text under it and read with it. */
export const WithError: Story = {
  args: {
    value: 'A place whose name is far longer than any place name',
    error: true,
    helperText: textLimitMessage(100),
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Where' });
    await expect(field).toHaveAccessibleDescription(textLimitMessage(100));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
