/** The formats made so far, by kind, locale and options. */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function madeOnce<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => Format,
): Format {
  const known = made.get(key);
  if (known) return known as Format;
  const format = make();
  made.set(key, format);
  return format;
}

/**
 * The locale's number format with these options, made once: making one costs some twenty times
 * formatting with it (node), and pages format their amounts on every render.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return madeOnce(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/**
 * The locale's date and time format with these options, made once: making one costs about a
 * hundred times formatting with it, and a list of flights formats two clock times a card.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return madeOnce(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
