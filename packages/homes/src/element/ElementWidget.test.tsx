import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { ElementWidget } from './ElementWidget';

const offline = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('ElementWidget', () => {
  it("says the widget's pages did not load after a search, and keeps the search as typed", async () => {
    const user = userEvent.setup();
    render(<ElementWidget apiBaseUrl="" loadWidget={offline} />);
    const where = screen.getByRole('textbox', { name: 'Where' });
    await user.type(where, 'Tofino, BC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This page didn't load. Your connection may have dropped: search again to try once more.",
    );
    expect(where).toHaveValue('Tofino, BC');
  });

  it('opens on a listing whose pages did not load with the page that offers a reload', async () => {
    render(
      <ElementWidget
        apiBaseUrl=""
        start={{ kind: 'listing', listingId: 'listing-lakeside-cabin' }}
        loadWidget={offline}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "This page didn't load" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
