import type { Area } from '../handlers';

/**
 * The areas each scenario group may override. A group named after an area overrides only that
 * area; a checkout state often needs a few (a wallet and the quote it pays for, a corporate
 * session and its policy tier), so its group lists them.
 */
export const scenarioGroupAreas = {
  session: ['session', 'experiment'],
  experiment: ['experiment'],
  rewards: ['rewards'],
  search: ['search'],
  shop: ['shop'],
  calendar: ['calendar'],
  checkout: ['travelers', 'rewards', 'conversion', 'wallet', 'session', 'policy', 'purchase'],
  quote: ['purchase'],
  'main-guest': ['purchase'],
  fulfil: ['purchase'],
  confirmation: ['purchase', 'experiment', 'rewards'],
  payment: ['payments'],
  'payment-methods': ['payments'],
  travelers: ['travelers', 'session'],
  wallet: ['wallet'],
  favorites: ['wishlists'],
} as const satisfies Record<string, readonly Area[]>;

export type ScenarioGroup = keyof typeof scenarioGroupAreas;
