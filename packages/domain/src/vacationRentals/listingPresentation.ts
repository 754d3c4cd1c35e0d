import { truncationLimits } from '../text/truncateText';
import type { VacationRentalListing } from './listing';

type Layout = VacationRentalListing['listing']['content']['layout'];

/** spec: platform §9 "Reviews score divided by 10, shown with one decimal." */
export function formatReviewScore(score: number): string {
  return (score / 10).toFixed(1);
}

/** spec: platform §2 'Overview shows "Up to N guest(s)"'. */
export function upToGuestsText(maxOccupancy: number): string {
  return `Up to ${maxOccupancy} guest${maxOccupancy === 1 ? '' : 's'}`;
}

/** spec: platform §2 'The host is shown as "Hosted by" followed by the host name.' */
export function hostedByText(hostName: string): string {
  return `Hosted by ${hostName}`;
}

export interface RoomCard {
  readonly title: string;
  readonly description: string;
}

/** spec: platform §2 'Rooms and beds cards ("Bedroom n", "Bathroom n" with description)'. */
export function roomCards(layout: Layout): RoomCard[] {
  return [
    ...layout.bedrooms.map((room, index) => ({
      title: `Bedroom ${index + 1}`,
      description: room.description,
    })),
    ...layout.bathrooms.map((room, index) => ({
      title: `Bathroom ${index + 1}`,
      description: room.description,
    })),
  ];
}

/**
 * How many room cards show before "View all (N)": spec: platform §9 "rooms shown by default 4 to
 * 8 depending on screen size" (our steps: phones 4, tablets 6, desktops 8).
 */
export function roomCardsShown(viewportWidth: number): number {
  if (viewportWidth < 600) return 4;
  return viewportWidth < 1280 ? 6 : 8;
}

/** spec: platform §2 'a "View all (N)" / "View less" toggle'. */
export function roomCardsToggleLabel(total: number, expanded: boolean): string {
  return expanded ? 'View less' : `View all (${total})`;
}

/** spec: platform §9 "header title truncation 40 characters": a plain cut, the header has no read more. */
export function headerTitle(name: string): string {
  const limit = truncationLimits.headerTitle;
  return name.length > limit ? `${name.slice(0, limit).trimEnd()}…` : name;
}

/** The map of an approximate location (spec: platform §2 "a circle (obfuscated location) of radius 500 and zoom 13"). */
export const listingMap = { circleRadiusMeters: 500, zoom: 13 } as const;

/** The address line a listing discloses: the full address, the city and state, or none. */
export function addressLine(
  address: VacationRentalListing['listing']['content']['location']['address'],
): string | undefined {
  switch (address.ListingAddress) {
    case 'FullAddress':
      return `${address.line1}, ${address.city}, ${address.state}`;
    case 'ObfuscatedAddress':
      return `${address.city}, ${address.state}`;
    case 'Empty':
      return undefined;
  }
}
