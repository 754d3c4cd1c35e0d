import { flightAddOnTexts, type FlightAddOnId, type FlightAddOnOffer } from '@wayfare/domain';
import type { CheckoutAddOn } from '../CheckoutAddOns';

/** A flight quote's add-on offer as the checkout's add-ons section words it. */
export function flightCheckoutAddOn(offer: FlightAddOnOffer): CheckoutAddOn<FlightAddOnId> {
  const socialProof = flightAddOnTexts.socialProof(offer);
  return {
    id: offer.addOnId,
    title: flightAddOnTexts.titles[offer.addOnId],
    description: flightAddOnTexts.description(offer),
    price: flightAddOnTexts.price(offer),
    addLabel: flightAddOnTexts.add(offer),
    ...(socialProof && { socialProof }),
  };
}
