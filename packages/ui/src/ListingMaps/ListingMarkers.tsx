import { useContext, useMemo, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { ClusterMarker } from './ClusterMarker';
import {
  listingClusterIndex,
  listingClusterIndexWhenAsked,
  listingMarkersIn,
  withSelectedListing,
} from './listingClusters';
import { mapViewOf } from './mapView';
import { SelectedListingContext } from './SelectedListingContext';
import { PricePillMarker, type ResultsMapListing } from './PricePillMarker';

export interface ListingMarkersProps {
  readonly listings: readonly ResultsMapListing[];
  readonly onSelect: (id: string) => void;
  readonly reducedMotion: boolean;
}

/**
 * The results' pills on the map: a price pill per listing, or, when there are many, clusters
 * for those that would overlap and price pills for the rest, drawn for the part of the map in
 * view only. They follow the map as it pans and zooms.
 */
export function ListingMarkers({ listings, onSelect, reducedMotion }: ListingMarkersProps) {
  const map = useMap();
  const selectedId = useContext(SelectedListingContext);
  const [view, setView] = useState(() => mapViewOf(map));
  // A zoom ends with a move too.
  useMapEvents({ moveend: () => setView(mapViewOf(map)) });
  const index = useMemo(() => listingClusterIndex(listings), [listings]);
  const indexWithoutSelected = useMemo(
    () => listingClusterIndexWhenAsked(listings, selectedId),
    [listings, selectedId],
  );
  // The view's pills are clustered again when the view changes, not when a pill is chosen.
  const inView = useMemo(() => listingMarkersIn(listings, index, view), [listings, index, view]);
  const markers = useMemo(
    () => withSelectedListing(inView, listings, view, selectedId, indexWithoutSelected),
    [inView, listings, view, selectedId, indexWithoutSelected],
  );
  return markers.map((marker) =>
    marker.kind === 'cluster' ? (
      <ClusterMarker
        key={marker.key}
        lat={marker.lat}
        lon={marker.lon}
        count={marker.count}
        expansionZoom={marker.expansionZoom}
        reducedMotion={reducedMotion}
      />
    ) : (
      <PricePillMarker
        key={marker.listing.id}
        listing={marker.listing}
        selected={marker.listing.id === selectedId}
        onSelect={onSelect}
      />
    ),
  );
}
