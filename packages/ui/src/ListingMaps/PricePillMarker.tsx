import type { LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Marker } from 'react-leaflet';
import { pricePillIcon } from './pricePillIcon';

/** A listing as the results map shows it. */
export interface ResultsMapListing {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  /** The price the pill shows, already formatted, e.g. "$289". */
  readonly priceLabel: string;
}

export interface PricePillMarkerProps {
  readonly listing: ResultsMapListing;
  readonly selected: boolean;
  readonly onSelect: (id: string) => void;
}

/**
 * A listing's marker: a price pill that is a button (Leaflet makes it focusable with the role
 * button); a click, Enter or Space selects the listing. The selected one is pressed and on top.
 * Memoized: choosing one pill among hundreds redraws the two whose selection changed.
 */
export const PricePillMarker = memo(function PricePillMarker({
  listing,
  selected,
  onSelect,
}: PricePillMarkerProps) {
  const { id, name, lat, lon, priceLabel } = listing;
  const markerRef = useRef<LeafletMarker>(null);
  // A new array would move the marker to where it already is, on every render.
  const position = useMemo((): [number, number] => [lat, lon], [lat, lon]);
  const icon = useMemo(() => pricePillIcon(name, priceLabel), [name, priceLabel]);
  const eventHandlers = useMemo(
    () => ({
      click: () => onSelect(id),
      keydown: (event: LeafletKeyboardEvent) => {
        const { key } = event.originalEvent;
        if (key !== 'Enter' && key !== ' ') return;
        // Space would scroll the page, as it does for a button.
        event.originalEvent.preventDefault();
        onSelect(id);
      },
    }),
    [id, onSelect],
  );

  // Leaflet draws the marker's element; its pressed state is set on it once drawn.
  useEffect(() => {
    markerRef.current?.getElement()?.setAttribute('aria-pressed', String(selected));
  }, [selected, icon]);

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={icon}
      keyboard
      riseOnHover
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={eventHandlers}
    />
  );
});
