import { z } from 'zod/mini';
import { defaultLocale } from '../money/money';
import type { FlightFiat } from './flightAmount';
import { farePrice } from './farePrice';
import { fareTags, fareTagsFromScore, type FareScore } from './fareTags';

/**
 * A fare option of the fare list (spec: products §3 "Fare option: fareId, fareName (short brand),
 * price (symbol plus rounded fiat value), rawPrice, tags, optional reward text"). The name
 * `rewardText` is ours.
 */
export const fareOptionSchema = z.object({
  fareId: z.string(),
  /** The fare's short brand name, as fareShelf.shortBrandName. */
  fareName: z.string(),
  /** What the list shows, e.g. "$235": see `farePrice`. */
  price: z.string(),
  /** The unrounded fiat value, for sorting and totals. */
  rawPrice: z.number(),
  tags: z.array(z.enum(fareTags)),
  rewardText: z.optional(z.string()),
});
export type FareOption = z.infer<typeof fareOptionSchema>;

export interface FareOptionInput {
  readonly fareId: string;
  readonly fareName: string;
  readonly amount: FlightFiat;
  readonly score: FareScore;
  readonly rewardText?: string;
}

/** A fare option built by the rules of products §3 and §5: rounded price and tags from the score. */
export function fareOption(input: FareOptionInput, locale: string = defaultLocale): FareOption {
  const option: FareOption = {
    fareId: input.fareId,
    fareName: input.fareName,
    price: farePrice(input.amount, locale),
    rawPrice: input.amount.value,
    tags: fareTagsFromScore(input.score),
  };
  return input.rewardText === undefined ? option : { ...option, rewardText: input.rewardText };
}
