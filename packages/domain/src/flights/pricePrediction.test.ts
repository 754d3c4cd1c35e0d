import { describe, expect, it } from 'vitest';
import { pricePrediction, type PricePredictionBucket } from './pricePrediction';

// spec: products §3 "price prediction buckets fair, good, great, wait with buy/wait advice"
describe('pricePrediction', () => {
  it.each<[PricePredictionBucket, string]>([
    ['great', 'buy'],
    ['good', 'buy'],
    ['fair', 'buy'],
    ['wait', 'wait'],
  ])('%s -> %s', (bucket, advice) => {
    const prediction = pricePrediction(bucket);
    expect(prediction.bucket).toBe(bucket);
    expect(prediction.advice).toBe(advice);
    expect(prediction.message).not.toBe('');
  });
});
