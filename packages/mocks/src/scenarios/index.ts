import type { RequestHandler } from 'msw';
import { happyPathHandlers, type HandlersByArea } from '../handlers';
import { calendarScenarios } from './calendar';
import { checkoutScenarios } from './checkout';
import { checkoutFaultScenarios } from './checkoutFaults';
import { checkoutPaymentScenarios } from './checkoutPayment';
import { confirmationScenarios } from './confirmation';
import { fulfilScenarios } from './fulfil';
import { paymentMethodsScenarios, paymentScenarios } from './payment';
import { mainGuestScenarios, quoteScenarios } from './quote';
import { travelersScenarios } from './travelers';
import { flightExchangeScenarios } from './flightExchange';
import { tripsScenarios } from './trips';
import { flightCancelScenarios } from './flightCancel';
import { flightsScenarios } from './flights';
import { walletScenarios } from './wallet';
import { experimentScenarios } from './experiment';
import { favoritesScenarios } from './favorites';
import { flightAddOnScenarios } from './flightAddOns';
import { searchScenarios } from './search';
import { hotelBookScenarios } from './hotelBook';
import {
  flightBookErrorScenarios,
  flightBookOutcomeScenarios,
  flightTicketingScenarios,
} from './flightBook';
import { hotelsScenarios } from './hotels';
import { rewardsScenarios } from './rewards';
import type { Scenario } from './scenario';
import { sessionScenarios } from './session';
import { shopScenarios } from './shop';

/**
 * Every named backend state, keyed by its id in shared/STATES.md. Stories, tests, end-to-end runs
 * and the demo portal (`?scenario=`) all reproduce a state by this id.
 */
const namedScenarios = {
  ...sessionScenarios,
  ...experimentScenarios,
  ...rewardsScenarios,
  ...searchScenarios,
  ...hotelsScenarios,
  ...shopScenarios,
  ...calendarScenarios,
  ...checkoutScenarios,
  ...checkoutPaymentScenarios,
  ...quoteScenarios,
  ...mainGuestScenarios,
  ...paymentScenarios,
  ...fulfilScenarios,
  ...checkoutFaultScenarios,
  ...confirmationScenarios,
  ...travelersScenarios,
  ...paymentMethodsScenarios,
  ...walletScenarios,
  ...favoritesScenarios,
  ...tripsScenarios,
  ...flightCancelScenarios,
  ...flightExchangeScenarios,
  ...flightsScenarios,
  ...flightBookOutcomeScenarios,
  ...flightTicketingScenarios,
  ...flightAddOnScenarios,
} satisfies Record<string, Scenario>;

/** STATES §28's and §29's one id per code: their keys are only known as a pattern, so they join the others here. */
export type ScenarioId =
  | keyof typeof namedScenarios
  | keyof typeof hotelBookScenarios
  | keyof typeof flightBookErrorScenarios;

export const scenarios: Readonly<Record<ScenarioId, Scenario>> = {
  ...namedScenarios,
  ...hotelBookScenarios,
  ...flightBookErrorScenarios,
};

export const scenarioIds = Object.keys(scenarios) as ScenarioId[];

/** A scenario by its id; an id typed by its pattern only (`hotel-book/…`, `flight-book/…`) may name none. */
export function scenarioFor(scenarioId: ScenarioId): Scenario {
  const scenario = scenarios[scenarioId];
  if (!scenario) throw new Error(`No scenario ${scenarioId}`);
  return scenario;
}

export function isScenarioId(value: string | null | undefined): value is ScenarioId {
  return value != null && Object.hasOwn(scenarios, value);
}

/** The backend of a scenario, keyed by area: its overrides over the happy path. */
export function handlersFor(scenarioId?: ScenarioId): HandlersByArea {
  return { ...happyPathHandlers(), ...(scenarioId ? scenarioFor(scenarioId).handlers : {}) };
}

/** The same, as the flat list `setupWorker` and `setupServer` take. */
export function handlerListFor(scenarioId?: ScenarioId): RequestHandler[] {
  return Object.values(handlersFor(scenarioId)).flat();
}

export type { Scenario };
export {
  checkoutFaultCells,
  checkoutFaultOutcomes,
  checkoutFaultScenarioId,
  checkoutFaultScenarioIds,
  slowFaultDelayMs,
  type CheckoutFaultOutcome,
  type CheckoutFaultScenarioId,
} from './checkoutFaults';
export { scenarioGroupAreas, type ScenarioGroup } from './scenarioGroups';
export { tripScenarioFocus, type TripScenarioFocus, type TripsScenarioId } from './trips';
export {
  flightCancelScenarioFocus,
  type FlightCancelScenarioFocus,
  type FlightCancelScenarioId,
} from './flightCancel';
export { flightExchangeScenarioFocus, type FlightExchangeScenarioId } from './flightExchange';
