import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryEnum, parseQueryText, parseQueryFlag, queryFlagValue } from './queryValues';
import { routePaths } from './routePaths';

/** spec: products §2 "Source values: MyTrips, Email, SearchPage, OffersSearchPage, Unknown". */
export const premiumStaysSources = [
  'MyTrips',
  'Email',
  'SearchPage',
  'OffersSearchPage',
  'Unknown',
] as const;
export type PremiumStaysSource = (typeof premiumStaysSources)[number];

/**
 * The premium stays shop-details query (spec: products §2 "Query: lodgingId, source, and an optional
 * unavailable flag when true").
 */
export interface PremiumStaysShopDetailsQuery {
  readonly lodgingId?: string;
  readonly source: PremiumStaysSource;
  readonly unavailable: boolean;
}

/** A missing or unknown source reads as the spec's own Unknown value (our choice of fallback). */
export function parsePremiumStaysSource(value: string | null | undefined): PremiumStaysSource {
  return parseQueryEnum(premiumStaysSources, value) ?? 'Unknown';
}

export function parsePremiumStaysShopDetailsQuery(input: QueryInput): PremiumStaysShopDetailsQuery {
  const query = readQuery(input);
  return {
    lodgingId: parseQueryText(query.get('lodgingId')),
    source: parsePremiumStaysSource(query.get('source')),
    unavailable: parseQueryFlag(query.get('unavailable')),
  };
}

/** spec: products §2 "an optional unavailable flag when true": unavailable=false is never written. */
export function buildPremiumStaysShopDetailsQuery(query: PremiumStaysShopDetailsQuery): string {
  return buildQueryString([
    ['lodgingId', query.lodgingId],
    ['source', query.source],
    ['unavailable', queryFlagValue(query.unavailable)],
  ]);
}

export function premiumStaysShopDetailsPath(query: PremiumStaysShopDetailsQuery): string {
  return `${routePaths.premiumStaysShopDetails}${buildPremiumStaysShopDetailsQuery(query)}`;
}
