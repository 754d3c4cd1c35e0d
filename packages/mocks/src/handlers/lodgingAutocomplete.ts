import {
  apiBasePath,
  lodgingAutocompleteLimits,
  lodgingAutocompleteRequestSchema,
  type LodgingSuggestion,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { hotelCities } from '../fixtures/hotels/hotelCities';
import type { HotelFixture } from '../fixtures/hotels/hotelFixtures';

const autocompletePath = `*${apiBasePath}/autocomplete/lodging`;

/** Lower case, without accents or apostrophes, spaces collapsed: "Fisherman’s" is "fishermans". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the label starts with what was typed, or one of its words does. */
function matches(label: string, typed: string): boolean {
  const text = folded(label);
  return text.startsWith(typed) || text.split(/[\s,]+/).some((word) => word.startsWith(typed));
}

const hotelsCount = (count: number) => (count === 1 ? '1 hotel' : `${count} hotels`);

/** Every place and lodging the field can suggest, places first, in the catalogue's order. */
function suggestionsOf(hotels: readonly HotelFixture[]): LodgingSuggestion[] {
  const place = (
    kind: 'City' | 'Neighbourhood',
    label: string,
    count: number,
  ): LodgingSuggestion => ({
    kind,
    label,
    detail: hotelsCount(count),
    lodgingSelection: { searchType: 'Location', placeTerm: label },
  });
  const cities = hotelCities.map((city) =>
    place(
      'City',
      `${city.name}, ${city.region}`,
      hotels.filter((hotel) => hotel.cityId === city.id).length,
    ),
  );
  const neighbourhoods = hotelCities.flatMap((city) =>
    city.neighbourhoods.map((neighbourhood) =>
      place(
        'Neighbourhood',
        `${neighbourhood.name}, ${city.name}, ${city.region}`,
        hotels.filter((hotel) => hotel.lodging.location.neighbourhood === neighbourhood.name)
          .length,
      ),
    ),
  );
  const lodgings = hotels.map((hotel): LodgingSuggestion => ({
    kind: 'Lodging',
    label: hotel.lodging.name,
    detail: `${hotel.lodging.location.neighbourhood}, ${hotel.lodging.location.city}`,
    lodgingSelection: { searchType: 'Location', placeTerm: hotel.lodging.name },
    lodgingId: hotel.lodging.id,
  }));
  return [...cities, ...neighbourhoods, ...lodgings].filter(
    (suggestion) => suggestion.kind === 'Lodging' || suggestion.detail !== hotelsCount(0),
  );
}

/**
 * `POST autocomplete/lodging`: the cities, neighbourhoods and hotels whose name (or a word of it)
 * starts with what was typed, places first, at most 8; nothing before two letters. A body it
 * cannot read is a 400.
 */
export function lodgingAutocompleteHandlers(hotels: readonly HotelFixture[]) {
  const suggestions = suggestionsOf(hotels);
  return [
    http.post(autocompletePath, async ({ request }) => {
      const parsed = lodgingAutocompleteRequestSchema.safeParse(
        await request.json().catch(() => undefined),
      );
      if (!parsed.success)
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      const typed = folded(parsed.data.query);
      const found =
        typed.length < lodgingAutocompleteLimits.minimumQueryLength
          ? []
          : suggestions
              .filter((suggestion) => matches(suggestion.label, typed))
              .slice(0, lodgingAutocompleteLimits.suggestions);
      return HttpResponse.json({ value: { suggestions: found } });
    }),
  ];
}
