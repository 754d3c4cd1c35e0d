import { flightSeatKinds, type FlightSeatKind } from './flightPurchase';
import { flightPassengerTexts } from './flightPassengerTexts';
import type { FlightPassengerCounts } from './flightSearch';

/** One passenger of the booking, before a traveler is chosen for it: its kind and its name. */
export interface FlightPassengerSlot {
  readonly kind: FlightSeatKind;
  /** "Adult 1", or "Adult" when the kind has one passenger only. */
  readonly label: string;
}

/** Where the search counts each kind. */
const countKeyOf = {
  Adult: 'adults',
  Child: 'children',
  SeatedInfant: 'seatedInfants',
  LapInfant: 'lapInfants',
} as const satisfies Record<FlightSeatKind, keyof FlightPassengerCounts>;

/**
 * One slot per passenger the search counted, in the order of `flightSeatKinds`: adults,
 * children, infants in a seat, then infants on a lap. The slots are numbered within their kind so
 * that two adults can be told apart; a kind with one passenger needs no number.
 */
export function flightPassengerSlots(counts: FlightPassengerCounts): FlightPassengerSlot[] {
  return flightSeatKinds.flatMap((kind) => {
    const count = counts[countKeyOf[kind]];
    const name = flightPassengerTexts.kinds[kind];
    return Array.from({ length: count }, (_, index) => ({
      kind,
      label: count === 1 ? name : flightPassengerTexts.numbered(name, index + 1),
    }));
  });
}
