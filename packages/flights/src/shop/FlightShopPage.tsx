import { useSharedParts } from '@wayfare/booking';
import { parseFlightsShopQuery } from '@wayfare/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FlightShopNotice } from './FlightShopNotice';
import { flightShopTexts } from './flightShopTexts';
import { FlightShopView } from './FlightShopView';

/**
 * The flight list (ours: /flights/shop/; products §2 "flight list", "fare-class list",
 * "forecast"): the flights of one leg at a time, outbound then return (or each leg of an open jaw
 * or multi-city trip), from the search in the address. An address that names no whole trip says
 * so and leads back to the search.
 */
export function FlightShopPage() {
  const [params] = useSearchParams();
  // A sort keeps the filters' identity: the filters panel is not drawn again.
  const query = useSharedParts(useMemo(() => parseFlightsShopQuery(params), [params]));
  if (!query)
    return (
      <FlightShopNotice title={flightShopTexts.invalidTitle} body={flightShopTexts.invalidText} />
    );
  // Each leg is a list of its own: its pages and its open flight start afresh.
  return <FlightShopView key={query.chosenFareIds.join(',')} query={query} />;
}
