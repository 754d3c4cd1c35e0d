import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Circle, MapContainer } from 'react-leaflet';
import { InvalidateSizeOnResize } from './InvalidateSizeOnResize';
import { LeafletStyles } from './LeafletStyles';
import { mapRegionSx } from './mapRegionSx';
import { MapTiles } from './MapTiles';
import type { WayfareThemeOptions } from '../theme';

export interface LocationMapViewProps {
  readonly center: { readonly lat: number; readonly lon: number };
  readonly label: string;
  readonly radiusMeters: number;
  readonly zoom: number;
  readonly tileUrl?: string;
  /** Off on the page, so scrolling the page never zooms the map; on in the expanded map. */
  readonly scrollWheelZoom: boolean;
}

/** One Leaflet map of a listing's approximate location: a circle, never a marker. */
export function LocationMapView({
  center,
  label,
  radiusMeters,
  zoom,
  tileUrl,
  scrollWheelZoom,
}: LocationMapViewProps) {
  const theme = useTheme();
  // Typed from the theme module, whose augmentation of MUI's Theme this subpath entry needs.
  const { reducedMotion }: WayfareThemeOptions = theme.wayfare;
  const position: [number, number] = [center.lat, center.lon];
  return (
    <Box role="region" aria-label={label} sx={mapRegionSx}>
      <LeafletStyles />
      <MapContainer
        // The view is set when the map is made: another place makes another map.
        key={`${center.lat},${center.lon},${zoom}`}
        center={position}
        zoom={zoom}
        scrollWheelZoom={scrollWheelZoom}
        // Tiles fade in by reading the wall clock, which stories freeze; they appear at once.
        fadeAnimation={false}
        zoomAnimation={!reducedMotion}
        markerZoomAnimation={!reducedMotion}
      >
        <MapTiles tileUrl={tileUrl} />
        <Circle
          center={position}
          radius={radiusMeters}
          interactive={false}
          pathOptions={{
            color: theme.palette.primary.main,
            fillColor: theme.palette.primary.main,
            fillOpacity: 0.18,
            weight: 2,
          }}
        />
        <InvalidateSizeOnResize />
      </MapContainer>
    </Box>
  );
}
