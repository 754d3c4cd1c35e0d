import type { RequestHandler } from 'msw';
import { calendarHandlers } from './calendar';
import { rewardsHandlers } from './rewards';
import { sessionHandlers } from './session';
import { shopHandlers } from './shop';

/** The areas of the fake backend; a scenario id starts with the area it overrides. */
export const areas = ['session', 'rewards', 'shop', 'calendar'] as const;
export type Area = (typeof areas)[number];

export type HandlersByArea = Record<Area, RequestHandler[]>;

/** The happy path of every endpoint the client calls, keyed by area. */
export function happyPathHandlers(): HandlersByArea {
  return {
    session: sessionHandlers(),
    rewards: rewardsHandlers(),
    shop: shopHandlers(),
    calendar: calendarHandlers(),
  };
}

export { calendarHandlers, rewardsHandlers, sessionHandlers, shopHandlers };
