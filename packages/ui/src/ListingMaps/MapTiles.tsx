import { useEffect } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { PlaceholderGridLayer } from './PlaceholderGridLayer';

export interface MapTilesProps {
  /**
   * A real tile server ("https://…/{z}/{x}/{y}.png"). Without one the map draws its own
   * placeholder tiles and loads nothing from the network.
   */
  readonly tileUrl?: string;
}

/** The map's background: a tile server when given one, the placeholder otherwise. */
export function MapTiles({ tileUrl }: MapTilesProps) {
  return tileUrl ? <TileLayer url={tileUrl} /> : <PlaceholderTiles />;
}

function PlaceholderTiles() {
  const map = useMap();
  // Leaflet owns the layer; the effect adds it to the map and takes it away again.
  useEffect(() => {
    const layer = new PlaceholderGridLayer().addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}
