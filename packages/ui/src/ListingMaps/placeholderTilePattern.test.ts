import { describe, expect, it } from 'vitest';
import { placeholderTilePattern } from './placeholderTilePattern';

// The map's placeholder tiles (no network tiles in stories and tests): the same tile always
// draws the same, and roads run on across tile edges.
describe('placeholderTilePattern', () => {
  it('draws the same tile the same way every time', () => {
    expect(placeholderTilePattern({ x: 4561, y: 5890, z: 14 })).toEqual(
      placeholderTilePattern({ x: 4561, y: 5890, z: 14 }),
    );
  });

  it('draws a faint grid every 32 px', () => {
    expect(placeholderTilePattern({ x: 0, y: 0, z: 0 }).gridLines).toEqual([
      0, 32, 64, 96, 128, 160, 192, 224,
    ]);
  });

  it('draws different roads on different tiles', () => {
    const tiles = Array.from({ length: 8 }, (_, x) =>
      JSON.stringify(placeholderTilePattern({ x, y: 3, z: 13 }).roads),
    );
    expect(new Set(tiles).size).toBeGreaterThan(1);
  });

  it('continues a vertical road into the tile below and a horizontal one into the tile to the right', () => {
    const tile = { x: 2280, y: 2945, z: 13 };
    const vertical = (coords: typeof tile) =>
      placeholderTilePattern(coords).roads.filter((road) => road.x1 === road.x2);
    const horizontal = (coords: typeof tile) =>
      placeholderTilePattern(coords).roads.filter((road) => road.y1 === road.y2);
    expect(vertical({ ...tile, y: tile.y + 1 }).map((road) => road.x1)).toEqual(
      vertical(tile).map((road) => road.x1),
    );
    expect(horizontal({ ...tile, x: tile.x + 1 }).map((road) => road.y1)).toEqual(
      horizontal(tile).map((road) => road.y1),
    );
  });

  it('lets a road crossing the right edge start again at the next tile’s left edge', () => {
    // Over many tiles, every road near a right edge reappears shifted by one tile width.
    for (let x = 0; x < 64; x += 1) {
      const here = placeholderTilePattern({ x, y: 0, z: 12 }).roads.filter(
        (road) => road.x1 === road.x2 && road.x1 > 256 - road.width,
      );
      const next = placeholderTilePattern({ x: x + 1, y: 0, z: 12 }).roads.map((road) => road.x1);
      for (const road of here) expect(next).toContain(road.x1 - 256);
    }
  });

  it('has roads somewhere on a stretch of the map', () => {
    const roads = Array.from({ length: 16 }, (_, x) =>
      placeholderTilePattern({ x, y: 7, z: 10 }),
    ).flatMap((pattern) => pattern.roads);
    expect(roads.length).toBeGreaterThan(0);
    for (const road of roads) expect([3, 6]).toContain(road.width);
  });
});
