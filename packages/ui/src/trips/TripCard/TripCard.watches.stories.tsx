import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NotificationChannel, WatchState } from '@wayfare/domain';
import { expect, userEvent, within } from 'storybook/test';
import { definitionsOf } from '../../wallet/testing/definitionsOf';
import { lisbonWatch } from '../testing/tripStoryTrips';
import { notificationChannelLabels, watchStateLabels } from '../tripLabels';
import type { TripCard } from './TripCard';
import defaultMeta from './TripCard.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/TripCard/Watches',
  args: { ...defaultMeta.args, href: undefined },
} satisfies Meta<typeof TripCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A watch in one state (products §4 "Watch state"), notifying by one channel (products §3). It
 * can be stopped while it watches; one being updated, or off, cannot.
 */
function watchStory(state: WatchState, notification: NotificationChannel): Story {
  const canStop = state === 'Watching' || state === 'JustWatched';
  return {
    args: { trip: { ...lisbonWatch, watch: { ...lisbonWatch.watch!, state, notification } } },
    play: async ({ canvasElement, args }) => {
      const card = within(canvasElement).getByRole('article', { name: 'Toronto - Lisbon' });
      await expect(card).toHaveAttribute('data-watch-state', state);
      await expect(definitionsOf(card, 'Status')).toEqual([watchStateLabels[state]]);
      await expect(definitionsOf(card, 'Notifications')).toEqual([
        notificationChannelLabels[notification],
      ]);
      await expect(definitionsOf(card, 'Current price')).toEqual(['$612.00']);
      await expect(within(card).queryByRole('link')).toBeNull();
      const stop = within(card).queryByRole('button', { name: 'Stop watching' });
      if (!canStop) {
        await expect(stop).toBeNull();
        return;
      }
      await expect(stop).toHaveAccessibleDescription('Toronto - Lisbon');
      if (stop) await userEvent.click(stop);
      await expect(args.onStopWatching).toHaveBeenCalledWith(args.trip);
    },
  };
}

export const Watching = watchStory('Watching', 'Email');
export const JustWatched = watchStory('JustWatched', 'Push');
export const InProcess = watchStory('InProcess', 'MultiMethod');
export const NotWatching = watchStory('NotWatching', 'Sms');
