import type { Map as LeafletMap } from 'leaflet';

/** What part of the world a map shows: its box (west, south, east, north) and zoom. */
export interface MapView {
  readonly bbox: [west: number, south: number, east: number, north: number];
  readonly zoom: number;
}

/**
 * The map's view, its box widened by a quarter of a screen each way, so pills just off the
 * edge are there when a pan brings them in.
 */
export function mapViewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds().pad(0.25);
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: Math.round(map.getZoom()),
  };
}
