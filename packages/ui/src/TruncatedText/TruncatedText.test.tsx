import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './TruncatedText.stories';

const { Long, JustOverTheLimit, Short } = composeStories(stories);

describe('TruncatedText', () => {
  it('cuts a long text and expands it on request, keyboard included', async () => {
    render(<Long />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-controls', screen.getByText(/Wake up/).id);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('follows the expanded prop when controlled', async () => {
    const onExpandedChange = fn();
    const { rerender } = render(<Long expanded={false} onExpandedChange={onExpandedChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    rerender(<Long expanded onExpandedChange={onExpandedChange} />);
    expect(screen.getByRole('button', { name: 'Read less' })).toBeInTheDocument();
  });

  it('shows a text just over the limit in full, with no button', () => {
    const { container } = render(<JustOverTheLimit />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-truncated]')).toHaveAttribute('data-truncated', 'false');
  });

  it('takes its own labels', () => {
    render(<Long readMoreLabel="Show the rest" readLessLabel="Show less" />);
    expect(screen.getByRole('button', { name: 'Show the rest' })).toBeInTheDocument();
  });

  it('leaves a short text alone', () => {
    render(<Short />);
    expect(screen.getByText('A quiet street two blocks from the beach.')).toBeInTheDocument();
  });
});
