import {
  apiBasePath,
  travelerProfileSchema,
  type TravelerProfile,
  type UserListEntry,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { defaultCustomerDetails } from '../fixtures/people/customerDetails';
import { defaultTravelers } from '../fixtures/people/travelers';
import { defaultUsers } from '../fixtures/people/users';
import { personOverLimitResponse } from './personLimits';
import { isRecord } from './stayRequest';
import {
  currentTravelers,
  deleteTravelerProfile,
  newTravelerId,
  saveTravelerProfile,
} from './travelersState';

export interface TravelersBehaviour {
  readonly travelers?: readonly TravelerProfile[];
  readonly users?: readonly UserListEntry[];
  readonly customerDetails?: { readonly phoneNumber?: string };
}

/**
 * The travelers area (spec: platform §7): `passengers/list`, `passengers/update` (a person
 * without an id is added), `passengers/delete`, the corporate `users/list` and customer details
 * (path ours). Saves and deletions last until the state is reset, like a real account; a person
 * with a field over its limit is refused with 400.
 */
export function travelersHandlers(behaviour: TravelersBehaviour = {}) {
  const initial = behaviour.travelers ?? defaultTravelers;
  return [
    http.put(`*${apiBasePath}/passengers/list`, () =>
      HttpResponse.json({ value: currentTravelers(initial) }),
    ),
    http.put(`*${apiBasePath}/passengers/update`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const person = isRecord(body) && isRecord(body.person) ? body.person : undefined;
      const id = typeof person?.id === 'string' && person.id ? person.id : newTravelerId();
      const parsed = travelerProfileSchema.safeParse({ ...person, id });
      if (!parsed.success)
        return HttpResponse.json({ message: 'Invalid traveler.' }, { status: 400 });
      const overLimit = personOverLimitResponse(parsed.data);
      if (overLimit) return overLimit;
      saveTravelerProfile(parsed.data);
      return HttpResponse.json({ data: parsed.data });
    }),
    http.post(`*${apiBasePath}/passengers/delete`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      if (!isRecord(body) || typeof body.personId !== 'string')
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      deleteTravelerProfile(body.personId);
      return HttpResponse.json({});
    }),
    http.put(`*${apiBasePath}/users/list`, () =>
      HttpResponse.json({ data: behaviour.users ?? defaultUsers }),
    ),
    http.get(`*${apiBasePath}/customer/details`, () =>
      HttpResponse.json(behaviour.customerDetails ?? defaultCustomerDetails),
    ),
  ];
}
