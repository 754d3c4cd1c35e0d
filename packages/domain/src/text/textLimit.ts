/**
 * The most characters a text field takes, and what to say past it. A limit has a number and,
 * where the field has its own words, its own message; without one the message is the general
 * "Enter at most N characters."
 *
 * Forms show the message rather than set the input's maxLength: maxLength cuts a paste short
 * without a word, and the traveller would save a name or email they never typed. Nothing is
 * capped at all: isWithinTextLimit stops counting past the limit, so even a pasted megabyte is
 * cheap to check, and what was typed is kept for the traveller to fix.
 */
export interface TextLimit {
  readonly maxLength: number;
  /** The field's own message, e.g. "Email address must be 254 characters or fewer." */
  readonly message?: string;
}

/** The general message for a field over its limit (ours: the spec shows no length message). */
export function textLimitMessage(maxLength: number): string {
  return `Enter at most ${maxLength} characters.`;
}

/**
 * Whether a value fits its limit. Characters are counted as people see them (an emoji or an
 * accented letter typed as one is one, so code points, not UTF-16 units), and leading and
 * trailing spaces are not counted because every save trims them. The count stops one past the
 * limit, so a pasted megabyte costs no more to check than a value at the limit.
 */
export function isWithinTextLimit(value: string, limit: TextLimit): boolean {
  // Fewer UTF-16 units than the limit means fewer code points too: no need to count.
  if (value.length <= limit.maxLength) return true;
  let count = 0;
  for (const _character of value.trim()) {
    count += 1;
    if (count > limit.maxLength) return false;
  }
  return true;
}

/**
 * The one check of a text field's length, for every field: the limit's message when the value
 * is over it, otherwise undefined. Forms show it as the field's error; request builders refuse
 * to send a value it flags.
 */
export function textLimitError(value: string, limit: TextLimit): string | undefined {
  if (isWithinTextLimit(value, limit)) return undefined;
  return limit.message ?? textLimitMessage(limit.maxLength);
}
