import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { lisbonWatch, parisFlight, scheduleChangeFlight } from '../testing/tripStoryTrips';
import * as stories from './TripCard.stories';

const { Default } = composeStories(stories);

/** What a router's link adapter does: takes `href`, renders its own anchor. */
function RouterLink({ href, children, ...props }: ComponentProps<'a'>) {
  return (
    <a href={href} data-router-link {...props}>
      {children}
    </a>
  );
}

describe('TripCard', () => {
  it('links to the itinerary details with the component it is given', () => {
    render(<Default LinkComponent={RouterLink} href="/trips/itinerary/?tripId=x" />);
    const link = screen.getByRole('link', { name: 'Toronto - Paris - Toronto' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/trips/itinerary/?tripId=x');
  });

  it('has no link without an href, and never for a watch', () => {
    const { rerender } = render(<Default href={undefined} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Toronto - Paris - Toronto' })).toBeVisible();
    rerender(<Default trip={lisbonWatch} href="/trips/itinerary/?tripId=watch" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reports a stop-watching request with its trip', async () => {
    const onStopWatching = fn();
    render(<Default trip={lisbonWatch} onStopWatching={onStopWatching} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop watching' }));
    expect(onStopWatching).toHaveBeenCalledExactlyOnceWith(lisbonWatch);
  });

  it('reports a request to review a schedule change with its trip', async () => {
    const onReviewScheduleChange = fn();
    render(<Default trip={scheduleChangeFlight} onReviewScheduleChange={onReviewScheduleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    expect(onReviewScheduleChange).toHaveBeenCalledExactlyOnceWith(scheduleChangeFlight);
  });

  it('shows no button whose event nobody listens to', () => {
    const { rerender } = render(<Default trip={lisbonWatch} onStopWatching={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Default trip={scheduleChangeFlight} onReviewScheduleChange={undefined} />);
    expect(within(screen.getByRole('note')).queryByRole('button')).toBeNull();
  });

  it('reckons the time state from the instant it is given', () => {
    const { rerender } = render(<Default trip={parisFlight} now={new Date('2026-07-12T14:00Z')} />);
    expect(screen.getByRole('article')).toHaveAttribute('data-time-state', 'Present');
    rerender(<Default trip={parisFlight} now={new Date('2026-07-18T14:00Z')} />);
    expect(screen.getByRole('article')).toHaveAttribute('data-time-state', 'Past');
  });

  it('puts its title at the heading level it is given', () => {
    render(<Default headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Toronto - Paris - Toronto',
    );
  });
});
