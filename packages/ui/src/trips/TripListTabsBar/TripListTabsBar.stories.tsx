import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { tripListTabs, type TripListTabId } from '@wayfare/domain';
import { consumerTenant, frozenNow, mobileViewport } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hubTrips } from '../testing/tripStoryTrips';
import { TripList } from '../TripList/TripList';
import { TripListTabsBar, type TripListTabsBarProps } from './TripListTabsBar';
import { tripListPanelId } from './tripListPanelId';

/**
 * The bar as a page holds it: the chosen tab in its state, and that tab's panel below, which the
 * tab's `aria-controls` names.
 */
function TabsWithPanel({ value, onChange, ...props }: TripListTabsBarProps) {
  const [tab, setTab] = useState(value);
  return (
    <Box>
      <TripListTabsBar
        {...props}
        value={tab}
        onChange={(next) => {
          setTab(next);
          onChange(next);
        }}
      />
      <TripList tab={tab} trips={hubTrips} now={frozenNow} />
    </Box>
  );
}

const meta = {
  title: 'Components/Trips/TripListTabsBar',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TripListTabsBar,
  parameters: { layout: 'padded' },
  args: { value: 'upcoming', onChange: fn() },
  render: (args) => <TabsWithPanel {...args} />,
} satisfies Meta<typeof TripListTabsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = tripListTabs.map((tab) => tab.label);

/**
 * The six tabs in the spec's words and order; a click chooses one, and the chosen tab controls
 * the panel shown.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'My trips' });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(labels);
    const upcoming = within(tablist).getByRole('tab', { name: 'Upcoming trips' });
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(upcoming).toHaveAttribute('aria-controls', tripListPanelId('upcoming'));
    await userEvent.click(within(tablist).getByRole('tab', { name: 'Past trips' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('past');
    const past = within(tablist).getByRole('tab', { name: 'Past trips' });
    await expect(past).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Past trips' })).toHaveAttribute(
      'id',
      past.getAttribute('aria-controls'),
    );
  },
};

/** The arrow keys move between the tabs and choose the one they reach; Home and End go to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.click(tab('Upcoming trips'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Watched trips')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('watched');
    await userEvent.keyboard('{End}');
    await expect(tab('Trips with offers')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('with-offers');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('past');
    await expect(canvas.getByRole('tabpanel', { name: 'Past trips' })).toBeVisible();
  },
};

/** On a phone the six tabs are wider than the screen: they scroll sideways, the chosen one in view. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { value: 'with-offers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    const scroller = tabs[0]?.parentElement?.parentElement;
    await expect(scroller && scroller.scrollWidth > scroller.clientWidth).toBe(true);
    await expect(canvas.getByRole('tab', { name: 'Trips with offers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Starting on another tab: the value is the page's (the tab in the address). */
export const Playground: Story = {
  args: { value: 'airline-credits' satisfies TripListTabId },
};
