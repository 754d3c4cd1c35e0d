import { expect, it } from 'vitest';
import { playbackSpeeds } from './playbackSpeeds';
import { searchPageSize } from './searchPageSize';

// spec: products §9 "Search page size 10"; "playback speeds 1x, 1.5x, 2x, 3x, 4x"
it('holds the page size and playback speeds of the spec', () => {
  expect(searchPageSize).toBe(10);
  expect(playbackSpeeds).toEqual([1, 1.5, 2, 3, 4]);
});
