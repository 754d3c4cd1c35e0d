import { describe, expect, it, vi } from 'vitest';
import {
  listingClusterIndex,
  listingClusterIndexWhenAsked,
  listingMarkersIn,
  withSelectedListing,
  type ListingMapMarker,
} from './listingClusters';
import type { MapView } from './mapView';
import type { ResultsMapListing } from './PricePillMarker';

/** 200 homes on a 20 × 10 grid around Tofino, about 200 m apart: many gather at a town's zoom. */
const listings: readonly ResultsMapListing[] = Array.from({ length: 200 }, (_, at) => ({
  id: `home-${at}`,
  name: `Home ${at}`,
  lat: 49.15 + Math.floor(at / 20) * 0.002,
  lon: -125.9 + (at % 20) * 0.003,
  priceLabel: `$${200 + at}`,
}));

const wholeTown: MapView = { bbox: [-126, 49.1, -125.8, 49.2], zoom: 15 };
const townFromAfar: MapView = { bbox: [-126, 49.1, -125.8, 49.2], zoom: 12 };

const described = (markers: readonly ListingMapMarker[]) =>
  markers
    .map((marker) =>
      marker.kind === 'cluster' ? `cluster ${marker.key}` : `listing ${marker.listing.id}`,
    )
    .sort();

const countOf = (markers: readonly ListingMapMarker[]) =>
  markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1), 0);

describe('withSelectedListing', () => {
  it('draws a lone selected pill from the index of every listing, building no other index', () => {
    const inView = listingMarkersIn(listings, listingClusterIndex(listings), wholeTown);
    const lone = inView.find((marker) => marker.kind === 'listing');
    if (lone?.kind !== 'listing') throw new Error('the view has no lone pill to choose');
    const selectedId = lone.listing.id;
    const indexWithoutSelected = vi.fn(listingClusterIndexWhenAsked(listings, selectedId));

    const markers = withSelectedListing(
      inView,
      listings,
      wholeTown,
      selectedId,
      indexWithoutSelected,
    );

    expect(indexWithoutSelected).not.toHaveBeenCalled();
    expect(described(markers)).toEqual(
      described([...listingMarkersIn(listings, indexWithoutSelected(), wholeTown), lone]),
    );
  });

  it('keeps a selected listing that a zoom out gathers as its own pill, counted in no cluster', () => {
    const selectedId = 'home-42';
    const inView = listingMarkersIn(listings, listingClusterIndex(listings), townFromAfar);
    expect(described(inView)).not.toContain(`listing ${selectedId}`);
    const markers = withSelectedListing(
      inView,
      listings,
      townFromAfar,
      selectedId,
      listingClusterIndexWhenAsked(listings, selectedId),
    );
    expect(markers.filter((marker) => marker.kind === 'cluster').length).toBeGreaterThan(0);
    expect(
      markers.filter((marker) => marker.kind === 'listing' && marker.listing.id === selectedId),
    ).toHaveLength(1);
    expect(countOf(markers)).toBe(listings.length);
  });

  it('draws every pill when the listings are few', () => {
    const few = listings.slice(0, 30);
    expect(listingClusterIndex(few)).toBeUndefined();
    const inView = listingMarkersIn(few, undefined, wholeTown);
    expect(withSelectedListing(inView, few, wholeTown, 'home-3', () => undefined)).toHaveLength(30);
  });
});

describe('listingClusterIndexWhenAsked', () => {
  it('builds the index on the first call and keeps it', () => {
    const indexWhenAsked = listingClusterIndexWhenAsked(listings, 'home-1');
    expect(indexWhenAsked()).toBe(indexWhenAsked());
  });
});
