import type { StayDates } from '../stays/stayDates';

/**
 * The stay a vacation rental is priced, quoted and booked for: one listing, its dates and its
 * guests (spec: platform §3 Search state, §7 homes/shop). The listing page, the checkout, the
 * quote and the fake backend all speak of it; the addresses map to it (`stayOf`, routes).
 */
export interface Stay {
  readonly listingId: string;
  readonly stayDates: StayDates;
  readonly adults: number;
  /** One age per child (every child is stored as 17, spec: platform §9). */
  readonly childAges: readonly number[];
  readonly pets: number;
}
