import {
  apiBasePath,
  lodgingAutocompleteResponseSchema,
  type LodgingSuggestion,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** `POST autocomplete/lodging`: the destinations and hotels that start with what was typed. */
export async function suggestLodgingDestinations(
  client: ApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<LodgingSuggestion[]> {
  const { value } = await client.request({
    method: 'POST',
    path: `${apiBasePath}/autocomplete/lodging`,
    body: { query },
    schema: lodgingAutocompleteResponseSchema,
    signal,
  });
  return value.suggestions;
}
