import { apiBasePath } from '@wayfare/domain';
import { generatedListings } from '../fixtures/listings/generatedListings';
import { searchHandlers } from '../handlers/search';
import { errorAnswer, neverAnswers, type Scenario } from './scenario';

const searchPath = `*${apiBasePath}/homes/search`;

export const searchScenarios = {
  'search/loading': {
    description: 'Results loading',
    handlers: { search: neverAnswers('post', searchPath) },
  },
  'search/results': {
    description: 'Homes for the place, dates and guests; pages of 10',
    handlers: { search: searchHandlers() },
  },
  'search/500-homes': {
    description:
      '500 homes for the place, dates and guests: a long list and a crowded map; pages of 10',
    handlers: { search: searchHandlers(generatedListings()) },
  },
  'search/empty': {
    description: 'No homes for this search',
    handlers: { search: searchHandlers([]) },
  },
  'search/error': {
    description: '"Uh oh! We were unable to process your search request."',
    handlers: { search: errorAnswer('post', searchPath, 500) },
  },
} satisfies Record<`search/${string}`, Scenario>;
