import {
  parseSearchResultsQuery,
  type IsoDate,
  type SearchResultsQuery,
  type Tenant,
} from '@wayfare/domain';
import { SearchBar } from './SearchBar';

export interface HomesSearchProps {
  readonly today: IsoDate;
  readonly tenant: Tenant;
  readonly onSearch: (query: SearchResultsQuery) => void;
}

/** A new homes search, on the spec's defaults: tomorrow for two nights, the tenant's adults. */
export function HomesSearch({ today, tenant, onSearch }: HomesSearchProps) {
  // An empty address gives the defaults.
  const defaults = parseSearchResultsQuery('', { today, tenant });
  return <SearchBar value={defaults} onSearch={onSearch} today={today} />;
}
