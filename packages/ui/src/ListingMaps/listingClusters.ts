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
 * The listings indexed for clustering, all but the selected one, which always shows as its own
 * pill; none when they are few enough to show every pill.
 */
export function listingClusterIndex(
  listings: readonly ResultsMapListing[],
  selectedId: string | undefined,
): ListingClusterIndex | undefined {
  if (listings.length <= everyPillUpTo) return undefined;
  return new Supercluster<ResultsMapListing, ClusterProps>({
    radius: clusterRadiusPx,
    extent: 256,
    // At street level every home shows on its own.
    maxZoom: 16,
  }).load(
    listings
      .filter((listing) => listing.id !== selectedId)
      .map((listing): PointFeature<ResultsMapListing> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [listing.lon, listing.lat] },
        properties: listing,
      })),
  );
}

const isCluster = (
  feature: ClusterFeature<ClusterProps> | PointFeature<ResultsMapListing>,
): feature is ClusterFeature<ClusterProps> => 'cluster_id' in feature.properties;

/**
 * The pills to draw: without an index, one per listing; with one, the clusters and lone listings
 * in the view, and the selected listing wherever it is.
 */
export function listingMarkersIn(
  listings: readonly ResultsMapListing[],
  index: ListingClusterIndex | undefined,
  view: MapView,
  selectedId: string | undefined,
): ListingMapMarker[] {
  if (!index) return listings.map((listing) => ({ kind: 'listing', listing }));
  const selected = listings.find((listing) => listing.id === selectedId);
  const markers = index.getClusters(view.bbox, view.zoom).map((feature): ListingMapMarker => {
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
  return selected ? [...markers, { kind: 'listing', listing: selected }] : markers;
}
