import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';
import type { MapView } from './mapView';
import type { ResultsMapListing } from './PricePillMarker';

/** A pill the map shows: one listing's price, or a count of listings that would overlap. */
export type ListingMapMarker =
  | { readonly kind: 'listing'; readonly listing: ResultsMapListing }
  | {
      readonly kind: 'cluster';
      /** The same while the cluster holds the same listings, so its marker is kept. */
      readonly key: string;
      readonly lat: number;
      readonly lon: number;
      readonly count: number;
      /** The zoom at which the cluster breaks apart. */
      readonly expansionZoom: number;
    };

type ClusterProps = Record<string, unknown>;
export type ListingClusterIndex = Supercluster<ResultsMapListing, ClusterProps>;

/**
 * Up to three pages of results, every price shows, as the list shows every card; past them,
 * pills that would cover each other gather into a count.
 */
const everyPillUpTo = 30;

/**
 * Pills closer than this, in screen pixels, gather into one: about a price pill's width. The
 * extent is Leaflet's tile size, so the radius is in the map's own pixels.
 */
const clusterRadiusPx = 56;

/**
 * The listings indexed for clustering, all but `leftOut` (the selected one, drawn as its own
 * pill); none when they are few enough to show every pill.
 */
export function listingClusterIndex(
  listings: readonly ResultsMapListing[],
  leftOut?: string,
): ListingClusterIndex | undefined {
  if (listings.length <= everyPillUpTo) return undefined;
  return new Supercluster<ResultsMapListing, ClusterProps>({
    radius: clusterRadiusPx,
    extent: 256,
    // At street level every home shows on its own.
    maxZoom: 16,
  }).load(
    listings
      .filter((listing) => listing.id !== leftOut)
      .map((listing): PointFeature<ResultsMapListing> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [listing.lon, listing.lat] },
        properties: listing,
      })),
  );
}

/** `listingClusterIndex(listings, leftOut)`, built when first asked for, then kept. */
export function listingClusterIndexWhenAsked(
  listings: readonly ResultsMapListing[],
  leftOut: string | undefined,
): () => ListingClusterIndex | undefined {
  let built: { readonly index: ListingClusterIndex | undefined } | undefined;
  return () => (built ??= { index: listingClusterIndex(listings, leftOut) }).index;
}

const isCluster = (
  feature: ClusterFeature<ClusterProps> | PointFeature<ResultsMapListing>,
): feature is ClusterFeature<ClusterProps> => 'cluster_id' in feature.properties;

function markersOf(index: ListingClusterIndex, view: MapView): ListingMapMarker[] {
  return index.getClusters(view.bbox, view.zoom).map((feature): ListingMapMarker => {
    if (!isCluster(feature)) return { kind: 'listing', listing: feature.properties };
    const [lon = 0, lat = 0] = feature.geometry.coordinates;
    const count = feature.properties.point_count;
    return {
      kind: 'cluster',
      key: `${lon},${lat},${count}`,
      lat,
      lon,
      count,
      expansionZoom: index.getClusterExpansionZoom(feature.properties.cluster_id),
    };
  });
}

/**
 * The pills in the view, the selection aside: without an index, one per listing; with one, the
 * clusters and lone listings in the view.
 */
export function listingMarkersIn(
  listings: readonly ResultsMapListing[],
  index: ListingClusterIndex | undefined,
  view: MapView,
): ListingMapMarker[] {
  if (!index) return listings.map((listing) => ({ kind: 'listing', listing }));
  return markersOf(index, view);
}

const isListing = (marker: ListingMapMarker, id: string) =>
  marker.kind === 'listing' && marker.listing.id === id;

/**
 * The pills to draw with a listing selected: the selected listing wherever it is, as its own pill
 * and in no cluster's count.
 *
 * `markers` are those of the index of every listing (`listingMarkersIn`). A listing chosen on the
 * map is a lone pill there, and a lone pill changes no other pill (a cluster forms from the pills
 * that are close, and nothing was close to it), so while it stays one they are drawn as they are.
 * Only when it is not (a zoom out gathered it, a pan left it out of view) is the index without it
 * asked for: `indexWithoutSelected`, built once per selection. Choosing a pill so builds no index
 * and clusters nothing again.
 */
export function withSelectedListing(
  markers: readonly ListingMapMarker[],
  listings: readonly ResultsMapListing[],
  view: MapView,
  selectedId: string | undefined,
  indexWithoutSelected: () => ListingClusterIndex | undefined,
): readonly ListingMapMarker[] {
  const selected =
    selectedId === undefined ? undefined : listings.find((listing) => listing.id === selectedId);
  if (!selected || markers.some((marker) => isListing(marker, selected.id))) return markers;
  const without = indexWithoutSelected();
  return [
    ...(without ? markersOf(without, view) : markers),
    { kind: 'listing', listing: selected },
  ];
}
