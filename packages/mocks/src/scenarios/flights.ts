import { apiBasePath, pricePrediction, type PricePredictionBucket } from '@wayfare/domain';
import type { FareLadder } from '../fixtures/flights/airlineFares';
import type { FlightShopOptions } from '../fixtures/flights/flightShop';
import { flightAirportsHandlers } from '../handlers/flights';
import { flightShopHandlers } from '../handlers/flightShop';
import { purchaseHandlers } from '../handlers/purchase';
import { errorAnswer, neverAnswers, type Scenario } from './scenario';

const shopPath = `*${apiBasePath}/flights/shop`;

/**
 * The flights area with its shop bent one way: the search's airports stay the happy path's, and
 * the checkout's quote and booking find the fares chosen in this shop.
 */
const shopWith = (description: string, options: FlightShopOptions): Scenario => ({
  description,
  handlers: {
    flights: [...flightAirportsHandlers(), ...flightShopHandlers(options)],
    purchase: purchaseHandlers({ quote: { flightShop: options } }),
  },
});

/**
 * One fare per shelf and a cabin each, so that every flight shows the five shelves, the five
 * cabins and the three refundabilities (products §3).
 */
const everyShelf: FareLadder = {
  basic: { brand: 'Basic Economy', cabinClass: 'BasicEconomy', refundability: 'None' },
  standard: { brand: 'Main Cabin', cabinClass: 'Economy', refundability: 'PartialFtc' },
  enhanced: { brand: 'Premium Economy', cabinClass: 'PremiumEconomy', refundability: 'FullFtc' },
  premium: { brand: 'Business', cabinClass: 'Business', refundability: 'FullFtc' },
  luxury: { brand: 'First', cabinClass: 'First', refundability: 'FullFtc' },
};

const predicting = (bucket: PricePredictionBucket): Scenario => {
  const { advice, message } = pricePrediction(bucket);
  return shopWith(`Price prediction ${bucket}, advising to ${advice}: "${message}"`, {
    predictionBucket: bucket,
  });
};

/** STATES §27: the flight shop's states that its answer causes, and a long list for the benchmark. */
export const flightsScenarios = {
  'flights/fare-tags': shopWith(
    'Fares tagged Best Price, Fastest, Best Overall and Best Quality (each on its flight’s cheapest fare), and every fare with a price freeze',
    { canFreezePrice: true },
  ),
  'flights/shelves': shopWith(
    'Every flight with the shelves basic, standard, enhanced, premium and luxury (an economy search), in cabins BasicEconomy, Economy, PremiumEconomy, Business and First, refundable FullFtc, PartialFtc or none',
    { fareLadder: everyShelf },
  ),
  'flights/prediction-fair': predicting('fair'),
  'flights/prediction-good': predicting('good'),
  'flights/prediction-great': predicting('great'),
  'flights/prediction-wait': predicting('wait'),
  'flights/baggage-allowed': shopWith(
    'Every fare’s baggage allowed: the bags it includes, then "Bag N at $amount currency" for each further bag',
    { baggage: 'Allowed' },
  ),
  'flights/baggage-not-allowed': shopWith('Every fare’s baggage not allowed', {
    baggage: 'NotAllowed',
  }),
  'flights/baggage-unknown': shopWith('Every fare’s baggage unknown', { baggage: 'Unknown' }),
  'flights/penalties-known': shopWith(
    'Every fare’s change and cancel penalties known: NoPenalty (free), WithFee (for a fee), NotPossible (not allowed, non-refundable), and Unknown changes on two-ticket flights',
    { penalties: 'Known' },
  ),
  'flights/penalties-externally-managed': shopWith(
    'Every fare’s penalties managed by the airline',
    { penalties: 'ExternallyManaged' },
  ),
  'flights/penalties-unknown': shopWith('Every fare’s penalties unknown', { penalties: 'Unknown' }),
  'flights/multi-ticket-single': shopWith('Every flight ticketed single: one ticket', {
    multiTicketType: 'single',
  }),
  'flights/multi-ticket-hacker-fare': shopWith(
    'Every flight a hacker fare: a one-way ticket of its own, the trip two one-ways',
    { multiTicketType: 'hackerFare' },
  ),
  'flights/multi-ticket-virtual-interline': shopWith(
    'Every flight a virtual interline: two airlines on two tickets, with a self-transfer layover at the connection',
    { multiTicketType: 'virtualInterline' },
  ),
  'flights/empty': shopWith('No flights (NoFlightsFound)', { flightsPerLeg: 0 }),
  'flights/loading': {
    description: 'Flights loading: the list shown as progress while the shop searches',
    handlers: { flights: [...flightAirportsHandlers(), ...neverAnswers('post', shopPath)] },
  },
  'flights/shop-failed': {
    description: 'The shop fails: "Uh oh! We were unable to process your search request."',
    handlers: { flights: [...flightAirportsHandlers(), ...errorAnswer('post', shopPath, 500)] },
  },
  'flights/300-results': shopWith(
    '300 flights for the search, on every leg: a long list to filter and sort',
    { flightsPerLeg: 300 },
  ),
} satisfies Record<`flights/${string}`, Scenario>;
