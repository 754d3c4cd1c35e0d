import { useMemo, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { ClusterMarker } from './ClusterMarker';
import { listingClusterIndex, listingMarkersIn } from './listingClusters';
import { mapViewOf } from './mapView';
import { PricePillMarker, type ResultsMapListing } from './PricePillMarker';

export interface ListingMarkersProps {
  readonly listings: readonly ResultsMapListing[];
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
  readonly reducedMotion: boolean;
}

/**
 * The results' pills on the map: a price pill per listing, or, when there are many, clusters
 * for those that would overlap and price pills for the rest, drawn for the part of the map in
 * view only. They follow the map as it pans and zooms.
 */
export function ListingMarkers({
  listings,
  selectedId,
  onSelect,
  reducedMotion,
}: ListingMarkersProps) {
  const map = useMap();
  const [view, setView] = useState(() => mapViewOf(map));
  // A zoom ends with a move too.
  useMapEvents({ moveend: () => setView(mapViewOf(map)) });
  const index = useMemo(() => listingClusterIndex(listings, selectedId), [listings, selectedId]);
  const markers = useMemo(
    () => listingMarkersIn(listings, index, view, selectedId),
    [listings, index, view, selectedId],
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
