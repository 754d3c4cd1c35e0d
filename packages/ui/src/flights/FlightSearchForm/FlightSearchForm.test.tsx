import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { flightSearchProblemTexts } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './FlightSearchForm.stories';
import { flightSearchFormTexts as texts } from './flightSearchFormTexts';

const { Default } = composeStories(stories);

function renderForm() {
  const onSearch = fn();
  const user = userEvent.setup();
  render(<Default onSearch={onSearch} />);
  const form = screen.getByRole('search', { name: 'Search flights' });
  return { user, onSearch, form: within(form) };
}

describe('FlightSearchForm', () => {
  it('searches a one-way flight with the keyboard alone, in the order the fields are read', async () => {
    const { user, onSearch, form } = renderForm();
    await user.tab();
    expect(form.getByRole('radio', { name: 'Round trip' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(form.getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(form.queryByRole('button', { name: /^Return / })).toBeNull();

    await user.tab();
    expect(form.getByRole('combobox', { name: texts.from })).toHaveFocus();
    await user.keyboard('halifax');
    await screen.findByRole('option', { name: /^Halifax \(YHZ\)/ });
    await user.keyboard('{Enter}');
    await user.tab();
    expect(form.getByRole('button', { name: texts.swap })).toHaveFocus();
    await user.tab();
    await user.keyboard('ottawa');
    await screen.findByRole('option', { name: /^Ottawa \(YOW\)/ });
    await user.keyboard('{Enter}');
    expect(form.getByRole('combobox', { name: texts.to })).toHaveValue('Ottawa (YOW)');

    // The calendar opens on the departure, focused; the arrow keys move the day, Enter picks it.
    await user.tab();
    expect(form.getByRole('button', { name: 'Depart Wed, Jul 15' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: texts.depart });
    await waitFor(() =>
      expect(within(calendar).getByRole('gridcell', { name: '15' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(form.getByRole('button', { name: 'Depart Wed, Jul 22' })).toHaveFocus();

    await user.tab();
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: texts.passengers });
    // Remove an adult, Add an adult, Remove a child (unavailable, still reached), Add a child.
    for (let step = 0; step < 4; step += 1) await user.tab();
    expect(within(picker).getByRole('button', { name: 'Add a child' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(form.getByRole('button', { name: 'Passengers 2 passengers' })).toHaveFocus();

    await user.tab();
    expect(form.getByRole('combobox', { name: texts.cabinClass })).toHaveFocus();
    await user.selectOptions(form.getByRole('combobox', { name: texts.cabinClass }), 'First');
    await user.tab();
    expect(form.getByRole('button', { name: texts.search })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({
      tripType: 'one_way',
      legs: [{ origin: 'YHZ', destination: 'YOW', departureDate: '2026-07-22' }],
      passengers: { adults: 1, children: 1, seatedInfants: 0, lapInfants: 0 },
      cabinClass: 'First',
    });
  });

  it('stops adding passengers at nine, and says so where the counts are', async () => {
    const { user, form } = renderForm();
    await user.click(form.getByRole('button', { name: /^Passengers / }));
    const picker = await screen.findByRole('dialog', { name: texts.passengers });
    const addAdult = within(picker).getByRole('button', { name: 'Add an adult' });
    for (let added = 0; added < 9; added += 1) await user.click(addAdult);
    expect(addAdult).toHaveAttribute('aria-disabled', 'true');
    expect(addAdult).toHaveFocus();
    expect(within(picker).getByText(flightSearchProblemTexts.TooManyPassengers)).toBeVisible();
    expect(within(picker).getByRole('group', { name: 'Adults' })).toHaveTextContent('9');
  });
});
