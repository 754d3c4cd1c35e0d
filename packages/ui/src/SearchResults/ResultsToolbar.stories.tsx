import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ResultsToolbar, type ResultsToolbarProps, type ResultsView } from './ResultsToolbar';

type HomesSort = 'recommended' | 'priceLow' | 'priceHigh' | 'rating';
const homesSortOrders: readonly HomesSort[] = ['recommended', 'priceLow', 'priceHigh', 'rating'];
const homesSortLabels: Readonly<Record<HomesSort, string>> = {
  recommended: 'Recommended',
  priceLow: 'Price: low to high',
  priceHigh: 'Price: high to low',
  rating: 'Guest rating',
};

type FlightsSort = 'price' | 'duration' | 'departure';
const flightsSortOrders: readonly FlightsSort[] = ['price', 'duration', 'departure'];
const flightsSortLabels: Readonly<Record<FlightsSort, string>> = {
  price: 'Lowest price',
  duration: 'Shortest duration',
  departure: 'Earliest departure',
};

/** The toolbar as a result list uses it: the list keeps the sort order and the view. */
function ControlledResultsToolbar(props: ResultsToolbarProps<string>) {
  const { onSortOrder, onView } = props;
  const [sortOrder, setSortOrder] = useState(props.sortOrder);
  const [view, setView] = useState(props.view);
  return (
    <ResultsToolbar
      {...props}
      sortOrder={sortOrder}
      onSortOrder={(next) => {
        setSortOrder(next);
        onSortOrder(next);
      }}
      {...(view &&
        onView && {
          view,
          onView: (next: ResultsView) => {
            setView(next);
            onView(next);
          },
        })}
    />
  );
}

const meta = {
  title: 'Components/SearchResults/ResultsToolbar',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ResultsToolbar,
  parameters: { layout: 'padded' },
  args: { onSortOrder: fn() },
  render: (args) => <ControlledResultsToolbar {...args} />,
} satisfies Meta<typeof ResultsToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });

/**
 * A list with a map (homes, hotels): the count, the sort menu and the list / map switch. The
 * sort menu is the browser's own select, first in the tab order; a choice applies at once.
 */
export const WithMapSwitch: Story = {
  args: {
    countText: '13 homes',
    sortOrder: 'recommended',
    sortOrders: homesSortOrders,
    sortLabels: homesSortLabels,
    view: 'list',
    onView: fn(),
  },
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { name: '13 homes' })).toBeVisible();
    await userEvent.tab();
    await expect(sortSelect()).toHaveFocus();
    await expect(sortSelect()).toHaveDisplayValue('Recommended');
    await userEvent.selectOptions(sortSelect(), 'Price: low to high');
    await expect(sortSelect()).toHaveDisplayValue('Price: low to high');
    await expect(args.onSortOrder).toHaveBeenLastCalledWith('priceLow');
    const views = screen.getByRole('group', { name: 'Show results as' });
    await expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(views).getByRole('button', { name: 'Map' }));
    await expect(within(views).getByRole('button', { name: 'Map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(args.onView).toHaveBeenLastCalledWith('map');
  },
};

/** A list without a map (flights): the count and the sort menu, no list / map switch. */
export const WithoutMapSwitch: Story = {
  args: {
    countText: '300 flights',
    sortOrder: 'price',
    sortOrders: flightsSortOrders,
    sortLabels: flightsSortLabels,
  },
  play: async () => {
    await expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lowest price', 'Shortest duration', 'Earliest departure']);
    await expect(sortSelect()).toHaveDisplayValue('Lowest price');
    await expect(screen.queryByRole('group', { name: 'Show results as' })).toBeNull();
  },
};

/** More controls before the sort menu: the hotel list's Filters button, say. */
export const WithFilters: Story = {
  args: {
    countText: '42 hotels',
    sortOrder: 'recommended',
    sortOrders: homesSortOrders,
    sortLabels: homesSortLabels,
    view: 'list',
    onView: fn(),
    children: (
      <Button variant="outlined" size="small">
        Filters
      </Button>
    ),
  },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(sortSelect()).toBeVisible();
  },
};
