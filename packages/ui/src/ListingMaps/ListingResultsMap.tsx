import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { latLngBounds, type FitBoundsOptions, type LatLngBounds } from 'leaflet';
import { memo, useEffect, useState } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { LeafletStyles } from './LeafletStyles';
import { InvalidateSizeOnResize } from './InvalidateSizeOnResize';
import { mapRegionSx } from './mapRegionSx';
import { MapTiles } from './MapTiles';
import { ListingMarkers } from './ListingMarkers';
import { SelectedListingContext } from './SelectedListingContext';
import { clusterPillClass, pricePillClass, visuallyHiddenClass } from './pricePillIcon';
import type { ResultsMapListing } from './PricePillMarker';
import type { WayfareThemeOptions } from '../theme';

export type { ResultsMapListing } from './PricePillMarker';

export interface ListingResultsMapProps {
  /** The listings of the results page, each a price pill at its approximate position. */
  readonly listings: readonly ResultsMapListing[];
  /** The listing whose pill is selected (its card is highlighted too). */
  readonly selectedId?: string;
  /** A pill was chosen, with the pointer or the keyboard. */
  readonly onSelect: (id: string) => void;
  /** The accessible name of the map. */
  readonly label: string;
  /** A real tile server; without one the map draws placeholder tiles and loads nothing. */
  readonly tileUrl?: string;
}

/** Room around the listings so no pill is cut by the edge, and never closer than a street. */
const fitOptions: FitBoundsOptions = { padding: [48, 48], maxZoom: 15, animate: false };
const worldView = { center: [20, 0] as [number, number], zoom: 2 };

/**
 * The search results' map view (spec: platform §2 search results, map view): one price pill per
 * listing, fitted to show them all. The pills are buttons, reached with Tab and chosen with
 * Enter or Space. Past a few pages of results, pills that would overlap gather into a count
 * that zooms in, and only the pills in view are drawn, so hundreds stay quick to pan and choose.
 */
export function ListingResultsMap({ selectedId, ...map }: ListingResultsMapProps) {
  return (
    <SelectedListingContext.Provider value={selectedId}>
      <ResultsMap {...map} />
    </SelectedListingContext.Provider>
  );
}

/** The map without the selection: a chosen pill re-renders its markers, not this. */
const ResultsMap = memo(function ResultsMap({
  listings,
  onSelect,
  label,
  tileUrl,
}: Omit<ListingResultsMapProps, 'selectedId'>) {
  const theme = useTheme();
  // Typed from the theme module, whose augmentation of MUI's Theme this subpath entry needs.
  const { reducedMotion }: WayfareThemeOptions = theme.wayfare;
  const bounds = useListingBounds(listings);
  return (
    <Box
      role="region"
      aria-label={label}
      sx={[
        mapRegionSx,
        {
          minHeight: 320,
          isolation: 'isolate',
          [`& .${pricePillClass}`]: {
            translate: '-50% -50%',
            width: 'max-content',
            px: 1.25,
            py: 0.5,
            borderRadius: 999,
            border: 1,
            borderColor: 'grey.400',
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: 2,
            typography: 'body2',
            fontWeight: 700,
            whiteSpace: 'nowrap',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'grey.100' },
            '&[aria-pressed="true"]': {
              bgcolor: 'primary.main',
              borderColor: 'primary.main',
              color: 'primary.contrastText',
            },
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          },
          [`& .${clusterPillClass}`]: {
            display: 'grid',
            placeItems: 'center',
            minWidth: 40,
            height: 40,
            px: 1,
            py: 0,
            bgcolor: 'grey.900',
            borderColor: 'background.paper',
            borderWidth: 2,
            color: 'common.white',
            '&:hover': { bgcolor: 'grey.800' },
          },
          [`& .${visuallyHiddenClass}`]: visuallyHidden,
        },
      ]}
    >
      <LeafletStyles />
      <MapContainer
        {...(bounds ? { bounds, boundsOptions: fitOptions } : worldView)}
        // Tiles fade in by reading the wall clock, which stories freeze; they appear at once.
        fadeAnimation={false}
        zoomAnimation={!reducedMotion}
        markerZoomAnimation={!reducedMotion}
      >
        <MapTiles tileUrl={tileUrl} />
        <ListingMarkers
          listings={listings}
          onSelect={onSelect}
          reducedMotion={reducedMotion ?? false}
        />
        <FitListings bounds={bounds} />
        <InvalidateSizeOnResize />
      </MapContainer>
    </Box>
  );
});

/**
 * Shows every listing again when the listings change (a new search, another page), and when the
 * map changes size (a phone turned, the map panel opened) until the traveller moves it: a view
 * they panned or zoomed is theirs, and a resize keeps its centre as Leaflet does.
 */
function FitListings({ bounds }: { readonly bounds: LatLngBounds | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (!bounds) return undefined;
    let fitting = false;
    let moved = false;
    const fit = () => {
      fitting = true;
      map.fitBounds(bounds, fitOptions);
      fitting = false;
    };
    // A resize moves the view without `movestart`; a drag, a zoom or a pan by keyboard starts one.
    const onMoveStart = () => {
      if (!fitting) moved = true;
    };
    const onResize = () => {
      if (!moved) fit();
    };
    fit();
    map.on('movestart zoomstart', onMoveStart);
    map.on('resize', onResize);
    return () => {
      map.off('movestart zoomstart', onMoveStart);
      map.off('resize', onResize);
    };
  }, [map, bounds]);
  return null;
}

/**
 * The bounds of the listings, kept while their positions stay the same: the page may hand over
 * an equal new array on every render (a selection, say), and the map must not refit for that.
 */
function useListingBounds(listings: readonly ResultsMapListing[]): LatLngBounds | undefined {
  const key = listings.map(({ lat, lon }) => `${lat},${lon}`).join(';');
  const boundsOf = () =>
    listings.length > 0
      ? latLngBounds(listings.map(({ lat, lon }): [number, number] => [lat, lon]))
      : undefined;
  const [fitted, setFitted] = useState(() => ({ key, bounds: boundsOf() }));
  if (fitted.key !== key) {
    const next = { key, bounds: boundsOf() };
    setFitted(next);
    return next.bounds;
  }
  return fitted.bounds;
}
