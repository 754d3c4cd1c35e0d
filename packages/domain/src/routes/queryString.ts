/** A query as the address gives it: a search string ("?a=1&b=2", the "?" optional) or its parameters. */
export type QueryInput = string | URLSearchParams;

/** One value of a query being built; undefined leaves the key out. */
export type QueryValue = string | number | undefined;

export function readQuery(input: QueryInput): URLSearchParams {
  return typeof input === 'string' ? new URLSearchParams(input) : input;
}

/**
 * A search string from keys and values in the order given, "?" included, or "" when every value is
 * undefined, so a path plus this string is always a valid address.
 */
export function buildQueryString(entries: readonly (readonly [string, QueryValue])[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
