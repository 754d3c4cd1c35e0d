import {
  apiBasePath,
  defaultStayDates,
  experimentVariant,
  isExperimentOn,
  maintenanceVariant,
} from '@wayfare/domain';
import type { ScenarioId } from '@wayfare/mocks';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../ApiError';
import { fakeBackendClient } from '../testing/fakeBackendClient';
import { getActiveExperiments } from './experiments';
import { homesSearchRequestBody, searchHomes, type HomesSearchQuery } from './homesSearch';
import { sendEngagementEvent } from './engagementEvent';
import { trackEvent } from './trackEvent';

const { server, play } = mockServer();

/** The client against the fake backend playing a scenario. */
function playing(scenario?: ScenarioId) {
  play(scenario);
  return fakeBackendClient();
}

const query: HomesSearchQuery = {
  locationName: 'Anywhere',
  stayDates: defaultStayDates({}, '2026-07-01'),
  adults: 2,
  childAges: [],
  pets: 0,
  sortOrder: 'Recommended',
};

describe('experiments endpoint', () => {
  it('answers every experiment on in the happy path, on either tenant', async () => {
    const { api } = playing();
    for (const tenant of ['consumer', 'corporate'] as const) {
      const experiments = await getActiveExperiments(api, tenant);
      expect(isExperimentOn(experiments, 'vacation-rentals')).toBe(true);
    }
  });

  it.each([
    ['experiment/vacation-rentals/off', 'vacation-rentals'],
    ['experiment/categorized-gallery/off', 'categorized-gallery'],
    ['experiment/reviews/off', 'cover-reviews'],
    ['experiment/complimentary-night/off', 'complimentary-night'],
    ['experiment/wishlists/off', 'wishlists'],
    ['experiment/stays-booking/off', 'stays-booking'],
    ['experiment/wallet-credits/off', 'wallet-credits'],
    ['experiment/credit-offer-stacking/off', 'credit-offer-stacking'],
    ['experiment/trees/off', 'trees'],
    ['experiment/travel-wallet-offers/off', 'travel-wallet-offers'],
    ['experiment/credit-history/off', 'credit-history'],
  ] as const)('%s turns %s off', async (scenario, id) => {
    const experiments = await getActiveExperiments(playing(scenario).api, 'consumer');
    expect(experimentVariant(experiments, id)).toBe('control');
    expect(isExperimentOn(experiments, id)).toBe(false);
  });
});

describe('experiments endpoint: the other scenarios', () => {
  it.each([
    ['experiment/complimentary-night/on', 'complimentary-night'],
    ['experiment/wishlists/on', 'wishlists'],
    ['experiment/stays-booking/on', 'stays-booking'],
    ['experiment/wallet-credits/on', 'wallet-credits'],
    ['experiment/credit-offer-stacking/on', 'credit-offer-stacking'],
    ['experiment/trees/on', 'trees'],
    ['experiment/travel-wallet-offers/on', 'travel-wallet-offers'],
    ['experiment/credit-history/on', 'credit-history'],
  ] as const)('%s leaves %s on', async (scenario, id) => {
    expect(isExperimentOn(await getActiveExperiments(playing(scenario).api, 'consumer'), id)).toBe(
      true,
    );
  });

  it('experiment/maintenance/on answers a maintenance variant object', async () => {
    const experiments = await getActiveExperiments(
      playing('experiment/maintenance/on').api,
      'consumer',
    );
    expect(maintenanceVariant(experiments, 'maintenance-banner')?.variantName).toBe('scheduled');
  });

  it('session/experiments-loading answers the experiments late, all on', async () => {
    const started = Date.now();
    const experiments = await getActiveExperiments(
      playing('session/experiments-loading').api,
      'corporate',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(isExperimentOn(experiments, 'vacation-rentals')).toBe(true);
  });
});

describe('homes search endpoint', () => {
  it('sends the request documented in the README', () => {
    expect(homesSearchRequestBody({ ...query, childAges: [17], pets: 1 }, 10)).toEqual({
      locationName: 'Anywhere',
      stayDetails: { dateRange: { from: '2026-07-02', until: '2026-07-04' } },
      guestDetails: { adults: 2, children: [17], infants: 0, petsIncluded: true },
      sortOrder: 'Recommended',
      page: { offset: 10, size: 10 },
    });
  });

  it('search/results answers pages of 10 with the offset of the next', async () => {
    const { api } = playing('search/results');
    const first = await searchHomes(api, query);
    expect(first.listings).toHaveLength(10);
    expect(first.nextPageOffset).toBe(10);
    const second = await searchHomes(api, query, first.nextPageOffset);
    expect(second.listings.length).toBe(first.totalCount - 10);
    expect(second.nextPageOffset).toBeUndefined();
  });

  it('finds the homes of a place, and keeps homes that can host the guests', async () => {
    const { api } = playing();
    const montreal = await searchHomes(api, { ...query, locationName: 'Montreal, QC' });
    expect(montreal.listings.map((home) => home.location.city)).toEqual([
      'Montreal',
      'Montreal',
      'Montreal',
    ]);
    const withPet = await searchHomes(api, { ...query, locationName: 'Montreal, QC', pets: 1 });
    expect(withPet.totalCount).toBeGreaterThan(0);
    expect(withPet.listings.every((home) => home.location.city === 'Montreal')).toBe(false);
  });

  it('sorts by price and by rating', async () => {
    const { api } = playing();
    const byPrice = (await searchHomes(api, { ...query, sortOrder: 'Pricing' })).listings.map(
      (home) => home.nightly.fiat.value,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byRating = (await searchHomes(api, { ...query, sortOrder: 'StarRating' })).listings.map(
      (home) => home.userRating?.score ?? 0,
    );
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
  });

  it('search/empty answers none; search/error is an http error logged as an API failure', async () => {
    expect(await searchHomes(playing('search/empty').api, query)).toEqual({
      listings: [],
      totalCount: 0,
    });
    const { api, onApiFailure } = playing('search/error');
    const error: unknown = await searchHomes(api, query).catch((reason: unknown) => reason);
    expect(isApiError(error, 'http')).toBe(true);
    expect(onApiFailure).toHaveBeenCalledOnce();
  });
});

describe('engagement endpoint', () => {
  it('sends the event and the page address; its failure is never logged', async () => {
    const { api, onApiFailure } = playing();
    const seen = vi.fn();
    server.use(
      http.post(`*${apiBasePath}/engagement/event`, async ({ request }) => {
        seen(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const sending = sendEngagementEvent(api, { event: 'page_view', url: 'https://w.test/faq/' });
    await expect(sending).rejects.toBeInstanceOf(Error);
    expect(seen).toHaveBeenCalledWith({ event: 'page_view', url: 'https://w.test/faq/' });
    expect(onApiFailure).not.toHaveBeenCalled();
  });
});

describe('tracking endpoint', () => {
  it('sends the event with has_credits copied to has_travel_credit', async () => {
    const { api } = playing();
    const seen = vi.fn();
    server.use(
      http.post(`*${apiBasePath}/tracking/event`, async ({ request }) => {
        seen(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await trackEvent(api, 'image_load_failed', { has_credits: true });
    expect(seen).toHaveBeenCalledWith({
      event: 'image_load_failed',
      properties: { has_credits: true, has_travel_credit: true },
    });
  });

  it('never logs its own failure as an API failure', async () => {
    const { api, onApiFailure } = playing();
    server.use(
      http.post(`*${apiBasePath}/tracking/event`, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(trackEvent(api, 'x')).rejects.toBeInstanceOf(Error);
    expect(onApiFailure).not.toHaveBeenCalled();
  });
});
