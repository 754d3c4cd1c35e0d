import { apiBasePath, flightShopRequestSchema, todayIn } from '@wayfare/domain';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { flightShopFor, type FlightShopOptions } from '../fixtures/flights/flightShop';
import { mockNow } from './mockClock';

const shopPath = `*${apiBasePath}/flights/shop`;

/**
 * `POST flights/shop` (ours): the flights of the next leg, from the fake backend's flight
 * generator (flightShopFor), days ahead counted from the mock clock's today. A body that is not
 * a shop request, a chosen fare its leg does not sell, or a fare chosen for every leg is a 400
 * that says why. `options` force a scenario's state on every answer.
 */
export function flightShopHandlers(options: FlightShopOptions = {}): RequestHandler[] {
  return [
    http.post(shopPath, async ({ request }) => {
      const parsed = flightShopRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success)
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      const answer = flightShopFor(parsed.data, todayIn(mockNow()), options);
      if ('problem' in answer)
        return HttpResponse.json({ message: answer.problem }, { status: 400 });
      return HttpResponse.json({ value: answer.shop });
    }),
  ];
}
