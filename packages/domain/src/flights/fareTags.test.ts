import { describe, expect, it } from 'vitest';
import { fareTagsFromScore, type FareScore, type FareTag } from './fareTags';

// spec: products §3 "Score flags isCheapest, isFastest, isBest, isBestQuality map to tags Best
// Price, Fastest, Best Overall, Best Quality"
describe('fareTagsFromScore', () => {
  it.each<[FareScore, FareTag[]]>([
    [{}, []],
    [{ isCheapest: true }, ['Best Price']],
    [{ isFastest: true }, ['Fastest']],
    [{ isBest: true }, ['Best Overall']],
    [{ isBestQuality: true }, ['Best Quality']],
    [{ isCheapest: false, isFastest: false, isBest: false, isBestQuality: false }, []],
    [
      { isBestQuality: true, isBest: true, isFastest: true, isCheapest: true },
      ['Best Price', 'Fastest', 'Best Overall', 'Best Quality'],
    ],
    [{ isBestQuality: true, isCheapest: true }, ['Best Price', 'Best Quality']],
  ])('%o -> %o', (score, tags) => {
    expect(fareTagsFromScore(score)).toEqual(tags);
  });
});
