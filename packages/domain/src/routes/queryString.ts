/**
 * What a parser reads a query from. URLSearchParams fits this shape; the domain names the shape,
 * not the DOM type, because the package compiles without the DOM library.
 */
export interface QueryParamsReader {
  get(name: string): string | null;
}

/** A query as the address gives it: a search string ("?a=1&b=2", the "?" optional) or a reader. */
export type QueryInput = string | QueryParamsReader;

/** One value of a query being built; undefined leaves the key out. */
export type QueryValue = string | number | undefined;

function decodeQueryComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A hand-edited address may hold a lone "%": keep the text rather than fail the page.
    return spaced;
  }
}

/** Reads a search string the way URLSearchParams does: "+" is a space and the first of repeated keys wins. */
function readSearchString(search: string): QueryParamsReader {
  const values = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decodeQueryComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : decodeQueryComponent(pair.slice(separator + 1));
    if (!values.has(key)) values.set(key, value);
  }
  return { get: (name) => values.get(name) ?? null };
}

export function readQuery(input: QueryInput): QueryParamsReader {
  return typeof input === 'string' ? readSearchString(input) : input;
}

/**
 * A search string from keys and values in the order given, "?" included, or "" when every value is
 * undefined, so a path plus this string is always a valid address.
 */
export function buildQueryString(entries: readonly (readonly [string, QueryValue])[]): string {
  const pairs = entries.flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
