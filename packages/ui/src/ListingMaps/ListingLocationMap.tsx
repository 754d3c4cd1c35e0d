import CloseRounded from '@mui/icons-material/CloseRounded';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { listingLayout, listingMap } from '@wayfare/domain';
import { useId, useState } from 'react';
import { LocationMapView } from './LocationMapView';

export interface ListingLocationMapProps {
  /** The listing's approximate position. */
  readonly center: { readonly lat: number; readonly lon: number };
  /** The accessible name of the map, e.g. "Approximate location of <name>"; also the expanded map's title. */
  readonly label: string;
  /** The radius of the circle that stands for the location (spec: platform §2, 500 m). */
  readonly radiusMeters?: number;
  /** spec: platform §2, zoom 13. */
  readonly zoom?: number;
  /** A real tile server; without one the map draws placeholder tiles and loads nothing. */
  readonly tileUrl?: string;
}

// The map's height on the page is ours (the spec gives none): a phone keeps room for the text.
const mapHeight = { xs: 240, md: 360 };

/**
 * The listing's Location map (spec: platform §2 "Map with a circle (obfuscated location) of
 * radius 500 and zoom 13"): a circle and no marker, so the address is never given away. "Expand
 * map" opens it full-screen in a dialog; Escape or the close button brings focus back.
 */
export function ListingLocationMap({
  center,
  label,
  radiusMeters = listingMap.circleRadiusMeters,
  zoom = listingMap.zoom,
  tileUrl,
}: ListingLocationMapProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const view = { center, label, radiusMeters, zoom, tileUrl };
  const { width, height } = listingLayout.mapExpandButton;
  return (
    <>
      <Box
        sx={{
          position: 'relative',
          // Leaflet's panes stack up to z-index 1000: keep them below the page's own layers.
          isolation: 'isolate',
          height: mapHeight,
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <LocationMapView {...view} scrollWheelZoom={false} />
        <Button
          variant="contained"
          startIcon={<OpenInFullRounded />}
          onClick={() => setExpanded(true)}
          sx={{
            position: 'absolute',
            top: 12,
            right: 12,
            zIndex: 1000,
            width,
            height,
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: 2,
            '&:hover': { bgcolor: 'grey.100' },
            '&.Mui-focusVisible': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          Expand map
        </Button>
      </Box>
      <Dialog
        open={expanded}
        onClose={() => setExpanded(false)}
        fullScreen
        aria-labelledby={titleId}
      >
        <DialogTitle
          component="div"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}
        >
          <Typography id={titleId} component="h2" variant="h3" sx={{ flexGrow: 1 }}>
            {label}
          </Typography>
          <IconButton aria-label="Close map" onClick={() => setExpanded(false)}>
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', p: 0, overflow: 'hidden' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0, isolation: 'isolate' }}>
            <LocationMapView {...view} scrollWheelZoom />
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
