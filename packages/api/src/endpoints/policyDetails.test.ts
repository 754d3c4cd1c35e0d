import { apiBasePath } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import { getPolicyDetails, policyDetailsPath } from './policyDetails';

const baseUrl = 'http://wayfare.test';
// Each test answers the calls it makes; the fake backend stands behind.
const { server } = mockServer();

// Made after the server listens: the client binds the fetch it finds when it is made.
let api: ReturnType<typeof createApiClient>;
beforeAll(() => {
  api = createApiClient({ baseUrl });
});

const tier = {
  settings: { isApprovalRequired: true },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [{ duration: 'Short', maxPriceForOneWay: 600, allowedFareClasses: ['Economy'] }],
  },
  hotels: { policies: [{ allowedStarRatings: ['Three', 'Four'], maxPricePerNight: 150 }] },
  cars: { policies: [{ maxPricePerDay: null }] },
};

/** Answers a GET of the path with the given answer and records the methods it was called with. */
function answering(answer: () => Response) {
  const methods: string[] = [];
  server.use(
    http.all(`${baseUrl}${policyDetailsPath}`, ({ request }) => {
      methods.push(request.method);
      return answer();
    }),
  );
  return methods;
}

describe('getPolicyDetails (spec: platform §3 Policy tier, §7 /policies/details)', () => {
  it('GETs /api/v0/policies/details and answers the policy tier of `value`', async () => {
    const methods = answering(() => HttpResponse.json({ value: tier }));
    expect(policyDetailsPath).toBe(`${apiBasePath}/policies/details`);
    await expect(getPolicyDetails(api)).resolves.toEqual(tier);
    expect(methods).toEqual(['GET']);
  });

  it('a tier that is not one is a malformed-response', async () => {
    answering(() => HttpResponse.json({ value: { ...tier, settings: {} } }));
    const failure = await getPolicyDetails(api).catch((error: unknown) => error);
    expect(isApiError(failure, 'malformed-response')).toBe(true);
  });

  it('an error status is kind http', async () => {
    answering(() => HttpResponse.json({ code: 1 }, { status: 500 }));
    const failure = await getPolicyDetails(api).catch((error: unknown) => error);
    expect(isApiError(failure, 'http')).toBe(true);
  });
});
