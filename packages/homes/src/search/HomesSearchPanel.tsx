import { useBookingEnvironment, useToday } from '@wayfare/booking';
import { parseSearchResultsQuery, searchResultsPath } from '@wayfare/domain';
import { useNavigate } from 'react-router-dom';
import { SearchBar } from './SearchBar';

/** The homes search of the home page's Homes tab: it opens the results page with the search. */
export function HomesSearchPanel() {
  const navigate = useNavigate();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  // An empty address gives the spec's defaults: tomorrow for two nights, the tenant's adults.
  const defaults = parseSearchResultsQuery('', { today, tenant });
  return (
    <SearchBar
      value={defaults}
      onSearch={(query) => void navigate(searchResultsPath(query))}
      today={today}
    />
  );
}
