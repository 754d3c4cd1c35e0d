import { useBookingEnvironment, useToday } from '@wayfare/booking';
import { searchResultsPath } from '@wayfare/domain';
import { useNavigate } from 'react-router-dom';
import { HomesSearch } from './HomesSearch';

/** The homes search of the home page's Homes tab: it opens the results page with the search. */
export function HomesSearchPanel() {
  const navigate = useNavigate();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  return (
    <HomesSearch
      today={today}
      tenant={tenant}
      onSearch={(query) => void navigate(searchResultsPath(query))}
    />
  );
}
