/**
 * The readers below turn one raw address value into a typed one. None of them throws: a hand-edited
 * address gives undefined (or the caller's fallback), never an error page.
 */

/** A flag the spec writes as "=true"; any other value, or none, is false. */
export function parseQueryFlag(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

/** The "=true" form of a flag, or nothing so a false flag leaves the address clean. */
export function queryFlagValue(flag: boolean): 'true' | undefined {
  return flag ? 'true' : undefined;
}

/** A value of an enumeration, spelled exactly; anything else is dropped. */
export function parseQueryEnum<const T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** A non-empty text value; an empty one counts as absent. */
export function parseQueryText(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}

/** A whole number written in digits (a sign allowed), or undefined. */
export function parseQueryInteger(value: string | null | undefined): number | undefined {
  const trimmed = value?.trim();
  if (trimmed === undefined || !/^[+-]?\d+$/.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/** An index into a list the screen holds: a whole number, zero or more. */
export function parseQueryIndex(value: string | null | undefined): number | undefined {
  const parsed = parseQueryInteger(value);
  return parsed !== undefined && parsed >= 0 ? parsed : undefined;
}

export interface QueryCountBounds {
  readonly min: number;
  readonly max: number;
  /** Used when the address has no count or one that is not a whole number. */
  readonly fallback: number;
}

/** A count held within its bounds: too small or too large is clamped, unreadable is the fallback. */
export function parseQueryCount(
  value: string | null | undefined,
  bounds: QueryCountBounds,
): number {
  const parsed = parseQueryInteger(value);
  const count = parsed ?? bounds.fallback;
  return Math.min(bounds.max, Math.max(bounds.min, count));
}
