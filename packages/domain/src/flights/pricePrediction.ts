/** Price prediction buckets (spec: products §3 "price prediction buckets fair, good, great, wait"). */
export const pricePredictionBuckets = ['fair', 'good', 'great', 'wait'] as const;
export type PricePredictionBucket = (typeof pricePredictionBuckets)[number];

/** The advice a prediction gives (spec: products §3 "with buy/wait advice"). */
export const pricePredictionAdvices = ['buy', 'wait'] as const;
export type PricePredictionAdvice = (typeof pricePredictionAdvices)[number];

export interface PricePrediction {
  readonly bucket: PricePredictionBucket;
  readonly advice: PricePredictionAdvice;
  /** The line shown under the price; the spec gives none, so the texts are ours. */
  readonly message: string;
}

const predictions: Record<PricePredictionBucket, PricePrediction> = {
  great: { bucket: 'great', advice: 'buy', message: 'Great price. We recommend you book now.' },
  good: { bucket: 'good', advice: 'buy', message: 'Good price. We recommend you book now.' },
  fair: {
    bucket: 'fair',
    advice: 'buy',
    message: 'Fair price. We recommend you book now.',
  },
  wait: {
    bucket: 'wait',
    advice: 'wait',
    message: 'Prices are likely to drop. We recommend you wait.',
  },
};

/**
 * spec: products §3 "price prediction buckets fair, good, great, wait with buy/wait advice": the
 * wait bucket advises waiting, the three others buying now.
 */
export function pricePrediction(bucket: PricePredictionBucket): PricePrediction {
  return predictions[bucket];
}
