import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { lisbonWatch, parisFlight, scheduleChangeFlight } from '../testing/tripStoryTrips';
import * as stories from './TripList.stories';

const { Upcoming, Watched } = composeStories(stories);

describe('TripList', () => {
  it('links each card to its itinerary details by default', () => {
    render(<Upcoming trips={[parisFlight]} />);
    expect(screen.getByRole('link', { name: 'Toronto - Paris - Toronto' })).toHaveAttribute(
      'href',
      '/trips/itinerary/?tripId=trip-flight-paris',
    );
  });

  it('links where the page says', () => {
    render(<Upcoming trips={[parisFlight]} itineraryHref={(trip) => `/my/${trip.id}`} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/my/trip-flight-paris');
  });

  it('lists the trips the backend answered for its tab, as they came', () => {
    render(<Upcoming trips={[lisbonWatch, parisFlight]} />);
    expect(screen.getAllByRole('article').map((card) => card.dataset.kind)).toEqual([
      'Watch',
      'Flight',
    ]);
  });

  it('passes the cards’ requests on, with their trips', async () => {
    const onStopWatching = fn();
    const onReviewScheduleChange = fn();
    const { unmount } = render(<Watched trips={[lisbonWatch]} onStopWatching={onStopWatching} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop watching' }));
    expect(onStopWatching).toHaveBeenCalledExactlyOnceWith(lisbonWatch);
    unmount();
    render(
      <Upcoming trips={[scheduleChangeFlight]} onReviewScheduleChange={onReviewScheduleChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    expect(onReviewScheduleChange).toHaveBeenCalledExactlyOnceWith(scheduleChangeFlight);
  });

  it('shows its cards’ titles one level below its own heading', () => {
    render(<Upcoming trips={[parisFlight]} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Upcoming trips');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(
      'Toronto - Paris - Toronto',
    );
  });
});
