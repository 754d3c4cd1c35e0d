import { GridLayer, type Coords, type GridLayerOptions } from 'leaflet';
import { placeholderTileColours, placeholderTilePattern } from './placeholderTilePattern';

export const placeholderAttribution = 'Map: Wayfare placeholder';

/**
 * A tile layer drawn on the spot, on canvas: a light background, a faint grid and a few roads,
 * the same for the same tile every time. Stories and tests never load network tiles, and
 * screenshots of the map stay identical.
 */
export class PlaceholderGridLayer extends GridLayer {
  constructor(options: GridLayerOptions = {}) {
    super({ attribution: placeholderAttribution, ...options });
  }

  // One argument: Leaflet then knows the tile is ready as soon as it is returned.
  override createTile(coords: Coords): HTMLElement {
    const size = this.getTileSize();
    const tile = document.createElement('canvas');
    tile.width = size.x;
    tile.height = size.y;
    const context = tile.getContext('2d');
    if (!context) return tile;
    const { gridLines, roads } = placeholderTilePattern(coords, size.x);

    context.fillStyle = placeholderTileColours.background;
    context.fillRect(0, 0, size.x, size.y);
    context.strokeStyle = placeholderTileColours.grid;
    context.lineWidth = 1;
    context.beginPath();
    for (const line of gridLines) {
      context.moveTo(line + 0.5, 0);
      context.lineTo(line + 0.5, size.y);
      context.moveTo(0, line + 0.5);
      context.lineTo(size.x, line + 0.5);
    }
    context.stroke();

    for (const [colour, extra] of [
      [placeholderTileColours.roadCasing, 2],
      [placeholderTileColours.road, 0],
    ] as const) {
      context.strokeStyle = colour;
      for (const road of roads) {
        context.lineWidth = road.width + extra;
        context.beginPath();
        context.moveTo(road.x1, road.y1);
        context.lineTo(road.x2, road.y2);
        context.stroke();
      }
    }
    return tile;
  }
}
