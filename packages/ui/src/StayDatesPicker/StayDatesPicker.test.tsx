import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './StayDatesPicker.features.stories';

const { Empty, BlockedDates, CheckInChosen } = composeStories(stories);

async function open(name: RegExp | string = /^Dates /) {
  const user = userEvent.setup();
  const field = screen.getByRole('button', { name });
  field.focus();
  await user.keyboard('{Enter}');
  const picker = await screen.findByRole('dialog', { name: 'Dates' });
  return { user, picker, field };
}

describe('StayDatesPicker', () => {
  it('picks a stay with the keyboard only, and Done reports it', async () => {
    const onChange = fn();
    const onDone = fn();
    render(<Empty onChange={onChange} onDone={onDone} />);
    const { user, picker } = await open('Dates Add dates');
    const done = within(picker).getByRole('button', { name: 'Done' });
    expect(within(picker).getByRole('gridcell', { name: 'Wednesday, July 1, 2026' })).toHaveFocus();
    expect(done).toBeDisabled();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-07-08' });
    expect(done).toBeDisabled();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-07-08', until: '2026-07-10' });
    expect(done).toBeEnabled();

    done.focus();
    await user.keyboard('{Enter}');
    expect(onDone).toHaveBeenCalledWith({ from: '2026-07-08', until: '2026-07-10' });
    expect(
      await screen.findByRole('button', { name: 'Dates Jul 8 – Jul 10, 2 nights' }),
    ).toHaveFocus();
  });

  it('crosses into the next months with the keyboard', async () => {
    render(<Empty />);
    const { user, picker } = await open();
    await user.keyboard('{PageDown}{PageDown}');
    expect(within(picker).getByText('September 2026')).toBeInTheDocument();
    expect(
      within(picker).getByRole('gridcell', { name: 'Tuesday, September 1, 2026' }),
    ).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    // Nothing before today's month: the last Page Up goes nowhere.
    expect(within(picker).getByText('July 2026')).toBeInTheDocument();
    expect(within(picker).getByRole('gridcell', { name: 'Wednesday, July 1, 2026' })).toHaveFocus();
  });

  it('says why a blocked day cannot be picked, and does not pick it', async () => {
    const onChange = fn();
    render(<BlockedDates onChange={onChange} />);
    const { user, picker } = await open();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const booked = within(picker).getByRole('gridcell', {
      name: 'Thursday, July 9, 2026, Already booked.',
    });
    expect(booked).toHaveFocus();
    expect(within(picker).getByRole('status')).toHaveTextContent('Already booked.');

    await user.keyboard('{Enter}');
    await user.click(booked);
    expect(onChange).not.toHaveBeenCalled();
    expect(booked).toHaveAttribute('aria-selected', 'false');
    expect(within(picker).getByRole('status')).toHaveTextContent('Already booked.');
  });

  it('restarts the stay when the second pick is before the check-in', async () => {
    const onChange = fn();
    render(<CheckInChosen onChange={onChange} />);
    const { user, picker } = await open('Dates Jul 2 – Add check-out');
    await user.click(within(picker).getByRole('gridcell', { name: 'Wednesday, July 1, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-07-01' });
    // The check-in cannot also be the check-out (minimum stay), and its name says so.
    expect(
      within(picker).getByRole('gridcell', { name: /^Wednesday, July 1, 2026, check-in/ }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(within(picker).getByRole('button', { name: 'Done' })).toBeDisabled();
    await user.click(within(picker).getByRole('gridcell', { name: 'Friday, July 3, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-07-01', until: '2026-07-03' });
    expect(within(picker).getByRole('button', { name: 'Done' })).toBeEnabled();
  });
});
