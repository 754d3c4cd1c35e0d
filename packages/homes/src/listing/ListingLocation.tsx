import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { addressLine, approximateLocationLabel, type VacationRentalListing } from '@wayfare/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Leaflet is loaded only when the section comes near the viewport (issue: first load without it).
const ListingLocationMap = lazy(async () => ({
  default: (await import('@wayfare/ui/maps')).ListingLocationMap,
}));

export interface ListingLocationProps {
  readonly listing: VacationRentalListing;
}

const mapHeight = { xs: 240, md: 360 };

/** The address the listing discloses and its approximate location (spec: platform §2 Map, §3 location). */
export function ListingLocation({ listing }: ListingLocationProps) {
  const { content } = listing.listing;
  const { exactCoordinates, address } = content.location;
  const placeholder = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (jsdom) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const line = addressLine(address);
  return (
    <Box>
      {line && <Typography sx={{ mb: 2 }}>{line}</Typography>}
      <Box ref={placeholder} sx={{ height: mapHeight, borderRadius: 1, overflow: 'hidden' }}>
        {near ? (
          <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: mapHeight }} />}>
            <ListingLocationMap
              center={exactCoordinates}
              label={approximateLocationLabel(content.name)}
            />
          </Suspense>
        ) : (
          <Skeleton variant="rectangular" sx={{ height: mapHeight }} />
        )}
      </Box>
    </Box>
  );
}
