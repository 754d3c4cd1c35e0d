import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TripSummaryCard.features.stories';

const { WithTimes, WithoutTimes, WithoutPhoto, OneNightFamilyWithPets, AcrossNewYear } =
  composeStories(stories);

const region = () => screen.getByRole('region', { name: 'Seaside Cottage with Harbour Views' });

describe('TripSummaryCard', () => {
  it('is a region named by the listing, with its location, dates and nights', () => {
    render(<WithTimes />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Seaside Cottage with Harbour Views',
    );
    expect(region()).toHaveTextContent('Kennebunkport, Maine');
    expect(region()).toHaveTextContent('Wed, Jul 8 – Sat, Jul 11, 2026 (3 nights)');
  });

  it('shows check-in and check-out times as h:mm A', () => {
    render(<WithTimes />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
    expect(terms).toEqual(['Dates', 'Guests', 'Check-in', 'Check-out']);
    expect(details.slice(2)).toEqual(['4:00 PM', '11:00 AM']);
  });

  it('leaves the times out when the listing has none', () => {
    render(<WithoutTimes />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Dates',
      'Guests',
    ]);
  });

  it('shows the photo with its text alternative, or none', () => {
    const { unmount } = render(<WithTimes />);
    expect(screen.getByRole('img', { name: 'The cottage from the garden' })).toBeInTheDocument();
    unmount();
    render(<WithoutPhoto />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('summarises guests, pets and rooms, and a single night', () => {
    render(<OneNightFamilyWithPets />);
    expect(region()).toHaveTextContent('4 guests, 2 pets, 2 rooms');
    expect(region()).toHaveTextContent('(1 night)');
  });

  it('shows both years for a stay over the new year', () => {
    render(<AcrossNewYear />);
    expect(region()).toHaveTextContent('Wed, Dec 30, 2026 – Sat, Jan 2, 2027');
  });

  it('puts the name at the heading level it is given', () => {
    render(<WithTimes headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Seaside Cottage with Harbour Views',
    );
  });
});
