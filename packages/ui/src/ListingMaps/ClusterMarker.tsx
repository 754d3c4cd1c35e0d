import type { LeafletKeyboardEvent } from 'leaflet';
import { memo, useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { clusterPillIcon } from './pricePillIcon';

export interface ClusterMarkerProps {
  readonly lat: number;
  readonly lon: number;
  readonly count: number;
  /** The zoom at which its listings stand apart. */
  readonly expansionZoom: number;
  /** Whether the map moves without animation (the user asked for reduced motion). */
  readonly reducedMotion: boolean;
}

/**
 * Listings that would overlap, as one round count: a button ("Zoom in on 12 homes"; Tab, then
 * Enter or Space) that zooms in until they stand apart. From the keyboard, focus goes to the map, from which Tab
 * reaches the pills that replace it.
 */
export const ClusterMarker = memo(function ClusterMarker({
  lat,
  lon,
  count,
  expansionZoom,
  reducedMotion,
}: ClusterMarkerProps) {
  const map = useMap();
  const icon = useMemo(() => clusterPillIcon(count), [count]);
  const position = useMemo((): [number, number] => [lat, lon], [lat, lon]);
  const eventHandlers = useMemo(() => {
    const zoomIn = () => map.setView(position, expansionZoom, { animate: !reducedMotion });
    return {
      click: zoomIn,
      keydown: (event: LeafletKeyboardEvent) => {
        const { key } = event.originalEvent;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        zoomIn();
        // The pill is gone once the map zooms in: focus stays near, on the map.
        map.getContainer().focus();
      },
    };
  }, [map, position, expansionZoom, reducedMotion]);
  return (
    <Marker position={position} icon={icon} keyboard riseOnHover eventHandlers={eventHandlers} />
  );
});
