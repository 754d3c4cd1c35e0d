import {
  useAddressChanges,
  useReplaceAddress,
  type CheckoutControls,
  type FlightTrip,
} from '@wayfare/booking';
import {
  flightAddOnIds,
  flightAddOnTexts,
  flightsBookPath,
  type FlightAddOnId,
  type FlightAddOnOffer,
  type FlightBooking,
  type FlightPriceQuote,
} from '@wayfare/domain';
import { CheckoutAddOns, flightCheckoutAddOn } from '@wayfare/ui';
import { useEffect, useRef, useState } from 'react';

export interface FlightCheckoutAddOnsProps {
  /** The checkout: its quote's offers, and the quote asked again. */
  readonly checkout: CheckoutControls<FlightPriceQuote, FlightBooking>;
  /** The trip of the address, with the add-ons taken. */
  readonly trip: FlightTrip;
  /** The trip was quoted again with the add-ons as the address now names them. */
  readonly onQuoted: () => void;
}

/**
 * The flight checkout's add-ons (STATES §25 flight-cfar/offer, §26 disruption/offer-*): those the
 * quote offers, each a box. The address keeps the add-ons taken (`addOns`), so a reload keeps them
 * too; taking or dropping one replaces the address, and the checkout prices the trip again with
 * them (the core's quote, then the passengers). The offers stay in view while it does.
 */
export function FlightCheckoutAddOns({ checkout, trip, onQuoted }: FlightCheckoutAddOnsProps) {
  const { quote, requestQuote, isCallInProgress } = checkout;
  // The last quote's offers, kept while the next quote runs (its state holds no quote then).
  const quoted = quote.quote?.addOnOffers;
  const [offers, setOffers] = useState<readonly FlightAddOnOffer[]>(quoted ?? []);
  if (quoted && quoted !== offers) setOffers(quoted);
  const chosen = trip.addOns ?? [];
  const chosenKey = chosen.join(',');
  // Made to the add-ons as last asked for: two boxes ticked before the page redraws both hold.
  const [changeTrip] = useAddressChanges(trip, flightsBookPath, useReplaceAddress());

  // Quoted once per change of the address's add-ons, not on the first render: the checkout's own
  // first quote (or its restore after a reload) already asks with them.
  const quotedKey = useRef(chosenKey);
  useEffect(() => {
    if (quotedKey.current === chosenKey) return;
    quotedKey.current = chosenKey;
    void requestQuote().then((state) => {
      if (state.status === 'success') onQuoted();
    });
  }, [chosenKey, requestQuote, onQuoted]);

  if (offers.length === 0) return null;
  const choose = (addOnId: FlightAddOnId, isChosen: boolean) =>
    changeTrip((before) => ({
      ...before,
      addOns: flightAddOnIds.filter((id) =>
        id === addOnId ? isChosen : (before.addOns ?? []).includes(id),
      ),
    }));
  return (
    <CheckoutAddOns
      heading={flightAddOnTexts.heading}
      intro={flightAddOnTexts.intro}
      addOns={offers.map(flightCheckoutAddOn)}
      chosen={chosen}
      onChange={choose}
      disabled={isCallInProgress}
      {...(quote.status === 'pending' && { updatingText: flightAddOnTexts.updating })}
    />
  );
}
