/** Read-more limits, in characters (spec: platform §9). */
export const truncationLimits = {
  description: 500,
  importantInformation: 500,
  petsPolicy: 200,
  default: 300,
  headerTitle: 40,
} as const;

export interface TruncatedText {
  /** The text to show while collapsed: the whole text, or its first `limit` characters. */
  readonly shown: string;
  readonly isTruncated: boolean;
}

/**
 * spec: platform §5 "text is shown in full unless it is longer than the limit and the excess is
 * at least half the limit" — so a reader is never asked to expand for a few more words.
 */
export function truncateText(
  text: string,
  limit: number = truncationLimits.default,
): TruncatedText {
  const excess = text.length - limit;
  if (excess <= 0 || excess < limit / 2) {
    return { shown: text, isTruncated: false };
  }
  return { shown: `${text.slice(0, limit).trimEnd()}…`, isTruncated: true };
}
