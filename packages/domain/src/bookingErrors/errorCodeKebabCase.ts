/**
 * An error code as the last part of a scenario id (STATES.md §28, §29 "<code in kebab-case>"):
 * every capitalised word, run of capitals (an acronym such as KTN or GDS) and run of digits
 * becomes one lower-case word, so 'IllegalLapInfantKTN' gives 'illegal-lap-infant-ktn' and
 * 'PriceUnavailableUnder25' gives 'price-unavailable-under-25'.
 */
export function errorCodeKebabCase(code: string): string {
  const words = code.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}
