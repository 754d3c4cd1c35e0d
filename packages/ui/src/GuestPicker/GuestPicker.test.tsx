import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { petsInfoText } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './GuestPicker.features.stories';

const { Default, AtListingMaximum, Pets } = composeStories(stories);

/** Tabs forward until the element named `name` has focus, as a keyboard user would. */
async function tabTo(
  user: ReturnType<typeof userEvent.setup>,
  role: 'button' | 'combobox',
  name: string | RegExp,
) {
  for (let step = 0; step < 30; step += 1) {
    const target = screen.queryByRole(role, { name });
    if (target && target === document.activeElement) return target;
    await user.tab();
  }
  throw new Error(`Tab never reached the ${role} ${String(name)}`);
}

describe('GuestPicker', () => {
  it('works with the keyboard only: open, add a child, set its age, add a pet, Done', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await tabTo(user, 'button', 'Guests 2 guests');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Guests' })).toBeInTheDocument();

    await tabTo(user, 'button', 'Add a child');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      adultsCount: 2,
      children: [{ age: 17 }],
      petsCount: 0,
      roomsCount: 1,
    });

    await tabTo(user, 'combobox', /Age of child 1/);
    await user.keyboard('{ArrowDown}');
    const ages = await screen.findByRole('listbox');
    expect(within(ages).getByRole('option', { name: '17' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      adultsCount: 2,
      children: [{ age: 14 }],
      petsCount: 0,
      roomsCount: 1,
    });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await tabTo(user, 'button', 'Add a pet');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({
      adultsCount: 2,
      children: [{ age: 14 }],
      petsCount: 1,
      roomsCount: 1,
    });

    await tabTo(user, 'button', 'Done');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Guests 3 guests, 1 pet' })).toHaveFocus();
  });

  it('stops adding at the maximum, children counted, and says so', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<AtListingMaximum onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Guests 4 guests' }));
    const popup = await screen.findByRole('dialog', { name: 'Guests' });
    const addAdult = within(popup).getByRole('button', { name: 'Add an adult' });
    const addChild = within(popup).getByRole('button', { name: 'Add a child' });
    expect(addAdult).toHaveAttribute('aria-disabled', 'true');
    expect(addChild).toHaveAttribute('aria-disabled', 'true');
    expect(within(popup).getByText('Maximum of 4 guests')).toBeInTheDocument();
    await user.click(addAdult);
    addChild.focus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('explains pets in a tooltip with exactly the domain text', async () => {
    const user = userEvent.setup();
    render(<Pets />);
    await user.click(screen.getByRole('button', { name: 'Guests 2 guests, 1 pet' }));
    await user.click(await screen.findByRole('button', { name: 'About pets' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(petsInfoText);
  });
});
