/** The sections of the terms page, in order: the protections of the issue, then the rest. */
export const termsSectionIds = [
  'price-drop-protection',
  'price-match',
  'price-freeze',
  'cancel-for-any-reason',
  'change-for-any-reason',
  'missed-connection',
  'travel-credits',
  'void-windows',
  'other-terms',
] as const;
/** A section's element id, which the table of contents and the FAQ link to. */
export type TermsSectionId = (typeof termsSectionIds)[number];

/** What a section says; the FAQ answers with its summary. */
export interface TermsSectionText {
  readonly heading: string;
  /** One or two sentences on what it is. */
  readonly summary: string;
  /** The terms, one sentence each. */
  readonly terms: readonly string[];
}

export interface TermsSection extends TermsSectionText {
  readonly id: TermsSectionId;
}
