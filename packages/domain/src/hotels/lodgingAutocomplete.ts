import { z } from 'zod/mini';
import { hotelLodgingSelectionSchema } from './hotelAvailability';

/** What a destination suggestion names: a city, a neighbourhood of one, or a lodging. */
export const lodgingSuggestionKinds = ['City', 'Neighbourhood', 'Lodging'] as const;
export type LodgingSuggestionKind = (typeof lodgingSuggestionKinds)[number];

/**
 * One suggestion of the hotel destination field. The spec names `/autocomplete/lodging` (platform
 * §7) without its payload; the shape is ours.
 */
export const lodgingSuggestionSchema = z.object({
  kind: z.enum(lodgingSuggestionKinds),
  /** What the field shows once it is picked: "Chicago, IL", "SoHo, New York, NY", a hotel's name. */
  label: z.string(),
  /** The line under it: how many hotels a place has, or where a lodging stands. */
  detail: z.optional(z.string()),
  /** The search it starts. */
  lodgingSelection: hotelLodgingSelectionSchema,
  /** A lodging's id, to open its page directly. */
  lodgingId: z.optional(z.string()),
});
export type LodgingSuggestion = z.infer<typeof lodgingSuggestionSchema>;

/** The body of `POST autocomplete/lodging`: what the traveller has typed so far. */
export const lodgingAutocompleteRequestSchema = z.object({ query: z.string() });

export const lodgingAutocompleteResponseSchema = z.object({
  value: z.object({ suggestions: z.array(lodgingSuggestionSchema) }),
});

/** How many letters the field waits for before it asks, and how many suggestions it shows (ours). */
export const lodgingAutocompleteLimits = { minimumQueryLength: 2, suggestions: 8 } as const;
