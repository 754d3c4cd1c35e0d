import { z } from 'zod/mini';

/**
 * The search a listing was opened from, carried in the listing address as encoded JSON so Back can
 * rebuild it (spec: platform §2 "lodgingSelection (encoded JSON)", "rebuild the search from
 * lodgingSelection, with the search term being the place term or "city, state""). The spec gives
 * only what it rebuilds; the shape (a `kind` and its field names) is ours.
 */
export const lodgingSelectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Place'), placeTerm: z.string().check(z.trim(), z.minLength(1)) }),
  z.object({
    kind: z.literal('CityState'),
    city: z.string().check(z.trim(), z.minLength(1)),
    state: z.string().check(z.trim(), z.minLength(1)),
  }),
]);
export type LodgingSelection = z.infer<typeof lodgingSelectionSchema>;

/** spec: platform §2 "the search term being the place term or "city, state"". */
export function lodgingSelectionSearchTerm(selection: LodgingSelection): string {
  return selection.kind === 'Place' ? selection.placeTerm : `${selection.city}, ${selection.state}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function decodeOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The selection from the address value, already percent-decoded once by the query reader. Older
 * links encoded the JSON a second time, so a value that is not JSON is decoded once more. Anything
 * unreadable is dropped: Back then falls back to the address's locationName.
 */
export function parseLodgingSelection(
  value: string | null | undefined,
): LodgingSelection | undefined {
  if (!value) return undefined;
  const direct = parseJson(value);
  const decoded = decodeOnce(value);
  const json = direct ?? (decoded === undefined ? undefined : parseJson(decoded));
  const result = lodgingSelectionSchema.safeParse(json);
  return result.success ? result.data : undefined;
}

/** The address value: plain JSON, which the query builder percent-encodes. */
export function lodgingSelectionValue(selection: LodgingSelection): string {
  return JSON.stringify(selection);
}
