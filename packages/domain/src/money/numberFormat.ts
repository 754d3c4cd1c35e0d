/** The formats made so far, by locale and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's number format with these options, made once: making one costs some twenty times
 * formatting with it (node), and pages format their amounts on every render.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  const known = numberFormats.get(key);
  if (known) return known;
  const made = new Intl.NumberFormat(locale, options);
  numberFormats.set(key, made);
  return made;
}
