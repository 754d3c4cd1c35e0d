import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { exchangeAirports } from '@wayfare/mocks';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AirportField, type AirportFieldProps } from './AirportField';
import { airportFieldTexts } from './airportFieldTexts';

/** The field as a form holds it: the chosen code the form's own. */
function ControlledAirportField(props: AirportFieldProps) {
  const [code, setCode] = useState(props.code);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <AirportField
        {...props}
        code={code}
        onChange={(next) => {
          setCode(next);
          props.onChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/Flights/AirportField',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: AirportField,
  parameters: { layout: 'padded' },
  args: { label: 'From', airports: exchangeAirports, code: undefined, onChange: fn() },
  render: (args) => <ControlledAirportField {...args} />,
} satisfies Meta<typeof AirportField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'From' });

/**
 * Empty: typing a city without its accent lists its airport, by city and code with its name and
 * country; Enter chooses the first.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'montreal');
    const option = await screen.findByRole('option', { name: /^Montréal \(YUL\)/ });
    await expect(
      within(option).getByText('Montréal-Trudeau International Airport, Canada'),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(field(canvasElement)).toHaveValue('Montréal (YUL)');
    await expect(args.onChange).toHaveBeenLastCalledWith('YUL');
  },
};

/** A code typed in full is listed first, before the airports whose names merely start with it. */
export const ByCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'mex');
    await screen.findByRole('option', { name: /^Cancún \(CUN\)/ });
    const [first] = screen.getAllByRole('option');
    await expect(first).toHaveAccessibleName(/^Mexico City \(MEX\)/);
  },
};

/** Chosen: the airport by its city and code. */
export const Chosen: Story = {
  args: { code: 'CDG' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('Paris (CDG)');
  },
};

/** Nothing matches what is typed: the list says what to try. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'zzz');
    await expect(await screen.findByText(airportFieldTexts.noMatch)).toBeVisible();
  },
};

/** With a problem: outlined in red, the problem under it and read with it. */
export const WithProblem: Story = {
  args: { invalid: true, helperText: 'Choose the airport you fly from.' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      'Choose the airport you fly from.',
    );
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The airports are on their way: the list says so. */
export const Loading: Story = {
  args: { airports: [], loading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByText(airportFieldTexts.loading)).toBeVisible();
  },
};

/** The airports could not be loaded: the list says so instead of "no match". */
export const Failed: Story = {
  args: { airports: [], failed: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'par');
    await expect(await screen.findByText(airportFieldTexts.failed)).toBeVisible();
  },
};
