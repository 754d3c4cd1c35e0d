/** A map tile's position: column, row and zoom level, as Leaflet numbers them. */
export interface TileCoords {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A straight stretch of road, in pixels of the tile. */
export interface RoadSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly width: number;
}

export interface PlaceholderTilePattern {
  /** Where the faint grid lines cross the tile, on both axes. */
  readonly gridLines: readonly number[];
  readonly roads: readonly RoadSegment[];
}

export const placeholderTileColours = {
  background: '#eef0ea',
  grid: '#e2e5dd',
  roadCasing: '#d3d7cf',
  road: '#ffffff',
} as const;

const gridSpacing = 32;
/** World pixels between places where a road may run, at every zoom. */
const roadSpacing = 96;
const roadShare = 0.3;

/** A number in [0, 1) that depends only on its three inputs (an integer hash, no Math.random). */
function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h = Math.imul(h ^ (c + 0x165667b1), 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/**
 * The roads that cross a band of the world along one axis: candidate lines every `roadSpacing`
 * world pixels, each present, placed and sized by a hash of its index and the zoom, so a road
 * runs on from one tile into the next and every tile draws the same on every run.
 */
function roadsAcross(origin: number, tileSize: number, zoom: number, axis: 0 | 1) {
  const roads: { offset: number; width: number }[] = [];
  const first = Math.floor(origin / roadSpacing) - 1;
  const last = Math.floor((origin + tileSize) / roadSpacing);
  for (let index = first; index <= last; index += 1) {
    if (hash(index, zoom, axis * 3) >= roadShare) continue;
    const world =
      index * roadSpacing + Math.floor(hash(index, zoom, axis * 3 + 1) * (roadSpacing / 2));
    const width = hash(index, zoom, axis * 3 + 2) < 0.25 ? 6 : 3;
    const offset = world - origin;
    if (offset >= -width && offset <= tileSize + width) roads.push({ offset, width });
  }
  return roads;
}

/**
 * What the placeholder tile at `coords` shows: a faint grid and a few straight roads. The map
 * never loads network tiles in stories and tests; this is what it draws instead.
 */
export function placeholderTilePattern(coords: TileCoords, tileSize = 256): PlaceholderTilePattern {
  const gridLines = Array.from({ length: tileSize / gridSpacing }, (_, i) => i * gridSpacing);
  const vertical = roadsAcross(coords.x * tileSize, tileSize, coords.z, 0).map(
    ({ offset, width }) => ({ x1: offset, y1: 0, x2: offset, y2: tileSize, width }),
  );
  const horizontal = roadsAcross(coords.y * tileSize, tileSize, coords.z, 1).map(
    ({ offset, width }) => ({ x1: 0, y1: offset, x2: tileSize, y2: offset, width }),
  );
  return { gridLines, roads: [...vertical, ...horizontal] };
}
