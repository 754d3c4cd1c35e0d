import { defaultLocale, formatFiat } from '@wayfare/domain';

// How the help pages write the domain's figures, so that no figure is typed twice.

/** A USD amount of the terms (products §9 gives them in dollars), e.g. "$50.00". */
export const usd = (value: number) =>
  formatFiat({ value, currencyCode: 'USD', currencySymbol: '$' });

/** A count with its unit, singular or plural in English: "1 year", "24 hours". */
export function countOf(count: number, unit: string, locale: string = defaultLocale): string {
  const one = new Intl.PluralRules(locale).select(count) === 'one';
  return `${new Intl.NumberFormat(locale).format(count)} ${one ? unit : `${unit}s`}`;
}

const ordinalSuffixes: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/** An English ordinal number: "4th". */
export function ordinalOf(count: number, locale: string = defaultLocale): string {
  return `${count}${ordinalSuffixes[new Intl.PluralRules(locale, { type: 'ordinal' }).select(count)]}`;
}

/** A percentage: "80%". */
export const percent = (value: number) => `${value}%`;

/** Alternatives, "Premier or Lifestyle". */
export const anyOf = (items: readonly string[], locale: string = defaultLocale) =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
