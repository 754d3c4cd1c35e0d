import { describe, expect, it } from 'vitest';
import { baggageInfoKinds } from './baggageInfo';
import { bookingVendors } from './bookingVendors';
import { cabinClasses } from './cabinClasses';
import { changeRules, costTexts, fareBrandLabels } from './fareBrandLabels';
import { fareRefundabilities } from './fareRefundability';
import { fareShelfRatings, fareShelves } from './fareShelves';
import { fareScoreFlags, fareTags } from './fareTags';
import { amountKinds } from './flightAmount';
import {
  airlineFilters,
  flightFilterKinds,
  specialLowCostAirlineCode,
  stopsFilters,
} from './flightFilters';
import { flightPenaltiesKinds, penaltyTypes } from './flightPenalties';
import { flightSortKeys, flightSortTags } from './flightSort';
import { passengerGenders } from './flightTraveler';
import { flightTripKinds, flightTripTypes } from './flightTripTypes';
import { futureTravelCreditStates } from './futureTravelCreditStates';
import { itineraryTags } from './itineraryTags';
import { multiTicketTypes } from './multiTicketTypes';
import { passengerKinds, privatePassengerKinds } from './passengerKinds';
import { passengerTypes, privatePassengerTypes } from './passengerTypes';
import { pricePredictionAdvices, pricePredictionBuckets } from './pricePrediction';
import { sliceChangeActions } from './sliceChangeActions';
import { specialAssistanceCodes } from './specialAssistanceCodes';
import { voidStates } from './voidStates';

const list = (text: string) => text.split(', ');

// The lists below are written out from the spec text, not copied from the modules.
describe('flight enumerations', () => {
  // spec: products §3 "Fare option ... Shelf ratings: basic 0, standard 1, enhanced 2, premium 3, luxury 4 ..."
  it('fares', () => {
    expect(fareShelves).toEqual(list('basic, standard, enhanced, premium, luxury'));
    expect(fareShelfRatings).toEqual({ basic: 0, standard: 1, enhanced: 2, premium: 3, luxury: 4 });
    expect(fareScoreFlags).toEqual(list('isCheapest, isFastest, isBest, isBestQuality'));
    expect(fareTags).toEqual(list('Best Price, Fastest, Best Overall, Best Quality'));
    expect(cabinClasses).toEqual(list('BasicEconomy, Economy, PremiumEconomy, Business, First'));
    // "FullFtc, PartialFtc, otherwise none": the spelling None is ours
    expect(fareRefundabilities).toEqual(['FullFtc', 'PartialFtc', 'None']);
    expect(amountKinds).toEqual(list('fiat, rewards, split'));
  });

  // spec: products §3 "Passenger types ... kinds ... gender M or F", "Traveler fields"
  it('passengers and travelers', () => {
    expect(passengerTypes).toEqual(list('ADT, CNN, INF, INS'));
    expect(privatePassengerTypes).toEqual(list('JCB, JNN, JNF, JNS'));
    expect(passengerKinds).toEqual(
      list('Adult, Child, LapInfant, SeatedInfant, AgelessChild, AgeChild'),
    );
    // "each with a private variant except AgeChild"
    expect(privatePassengerKinds).toHaveLength(5);
    expect(passengerGenders).toEqual(['M', 'F']);
    expect(specialAssistanceCodes).toEqual(
      list('BLND, DEAF, STCR, WCHR, WCHS, WCHC, WCBD, WCBW, WCLB, WCMP, WCOB'),
    );
  });

  // spec: products §3 "Itinerary ... Baggage info ... Penalties ..."
  it('itineraries', () => {
    expect(multiTicketTypes).toEqual(list('single, hackerFare, virtualInterline'));
    expect(baggageInfoKinds).toHaveLength(3);
    expect(flightPenaltiesKinds).toHaveLength(3);
    expect(penaltyTypes).toEqual(list('NoPenalty, NotPossible, Unknown, WithFee'));
    expect(flightTripKinds).toEqual(list('OneWay, RoundTrip'));
    expect(flightTripTypes).toEqual(list('one_way, round_trip, open_jaw, multi_city'));
    expect(sliceChangeActions).toEqual(list('Add, Change, Flown, Keep, Remove'));
    expect(itineraryTags).toEqual(
      list(
        'AirlineControl, BookingPending, Canceled, CancellationPending, Chfar, ContainsRemarks, Departed, Ftc, NonChfar, Exchangeable, NonExchangeable, ContactAirline, ContactCustomerService, MultiProvider',
      ),
    );
    expect(voidStates).toEqual(list('TicketedVoid, PreTicketVoidable, NotVoidable'));
    expect(futureTravelCreditStates).toEqual(list('available, expired, redeemed'));
    expect(bookingVendors).toEqual(list('Sabre, TF'));
  });

  // spec: products §3 "Filters and sorting"
  it('filters and sorting', () => {
    expect(airlineFilters).toEqual(list('AA, B6, DL, ExcludeLcc, F9, NK, UA'));
    expect(flightSortKeys).toEqual(
      list('arrivalTime, departureTime, duration, fareScore, price, stops'),
    );
    expect(stopsFilters).toEqual(list('any, none, one or less, two or less'));
    expect(pricePredictionBuckets).toEqual(list('fair, good, great, wait'));
    expect(pricePredictionAdvices).toEqual(['buy', 'wait']);
    expect(flightFilterKinds).toEqual(list('NonStop, ShortLayover, NoLCC'));
    // "plus a price-freeze tag": its spelling is ours
    expect(flightSortTags.slice(0, 4)).toEqual(list('BestFlight, Fastest, BestQuality, Cheapest'));
    expect(flightSortTags).toHaveLength(5);
    expect(specialLowCostAirlineCode).toBe('WN');
  });

  // spec: products §9 "fare brand labels free, for a fee, not allowed, non-refundable; change rules free, fee, unavailable"; products §8 cost texts
  it('labels, change rules and cost texts', () => {
    expect(fareBrandLabels).toEqual(list('free, for a fee, not allowed, non-refundable'));
    expect(changeRules).toEqual(list('free, fee, unavailable'));
    expect(costTexts).toEqual(['Non-refundable', 'Contact support', 'Free', 'Contact airline']);
  });
});
