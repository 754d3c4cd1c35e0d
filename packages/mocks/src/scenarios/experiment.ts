import type { ExperimentId } from '@wayfare/domain';
import { experimentsOn, experimentsWithOff } from '../fixtures/experiments';
import { experimentHandlers } from '../handlers/experiments';
import type { Scenario } from './scenario';

const on = (description: string): Scenario => ({
  description,
  handlers: { experiment: experimentHandlers(experimentsOn) },
});
const off = (description: string, id: ExperimentId): Scenario => ({
  description,
  handlers: { experiment: experimentHandlers(experimentsWithOff(id)) },
});

/** The experiments whose screens exist; STATES.md §2 names each by its id. */
export const experimentScenarios = {
  'experiment/vacation-rentals/on': on('Homes module reachable'),
  'experiment/vacation-rentals/off': off(
    'Homes module unreachable: every /vacation-rentals/ path goes to the default landing path',
    'vacation-rentals',
  ),
  'experiment/categorized-gallery/on': on(
    'Photos grouped by category (when at least 70% are tagged)',
  ),
  'experiment/categorized-gallery/off': off('Photos in one plain list', 'categorized-gallery'),
  'experiment/reviews/on': on('Reviews section shown (with at least one review)'),
  'experiment/reviews/off': off('Reviews section never shown (cover reviews)', 'cover-reviews'),
} satisfies Record<`experiment/${string}`, Scenario>;
