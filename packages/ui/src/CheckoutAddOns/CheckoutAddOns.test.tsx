import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './CheckoutAddOns.stories';

const { Offered, Chosen, Updating } = composeStories(stories);

describe('CheckoutAddOns', () => {
  it('names each box by what it adds and for how much, and says what it covers', async () => {
    await Offered.run();
  });

  it('ticks the add-ons taken', async () => {
    await Chosen.run();
  });

  it('holds the boxes while the trip is priced again, and says so', async () => {
    await Updating.run();
  });

  it('is used from the keyboard: Space ticks the focused box', async () => {
    document.body.replaceChildren();
    const onChange = fn();
    render(<Offered onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /^Add Cancel for any reason/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('cfar', true);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /^Add Change for any reason/ })).toHaveFocus();
  });
});
