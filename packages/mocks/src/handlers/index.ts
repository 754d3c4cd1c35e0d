import type { RequestHandler } from 'msw';
import { calendarHandlers } from './calendar';
import { experimentHandlers } from './experiments';
import { rewardsHandlers } from './rewards';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { shopHandlers } from './shop';
import { trackingHandlers } from './tracking';

/** The areas of the fake backend; a scenario id starts with the area it overrides. */
export const areas = [
  'session',
  'experiment',
  'rewards',
  'search',
  'shop',
  'calendar',
  'tracking',
] as const;
export type Area = (typeof areas)[number];

export type HandlersByArea = Record<Area, RequestHandler[]>;

/** The happy path of every endpoint the client calls, keyed by area. */
export function happyPathHandlers(): HandlersByArea {
  return {
    session: sessionHandlers(),
    experiment: experimentHandlers(),
    rewards: rewardsHandlers(),
    search: searchHandlers(),
    shop: shopHandlers(),
    calendar: calendarHandlers(),
    tracking: trackingHandlers(),
  };
}

export {
  calendarHandlers,
  experimentHandlers,
  rewardsHandlers,
  searchHandlers,
  sessionHandlers,
  shopHandlers,
  trackingHandlers,
};
