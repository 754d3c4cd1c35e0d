import {
  apiBasePath,
  travelerListResponseSchema,
  travelerProfileSchema,
  userListResponseSchema,
  type PersonToSend,
  type TravelerProfile,
  type UserListEntry,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient } from '../createApiClient';

/** `PUT passengers/list` with an empty object: the saved travelers (spec: platform §7). */
export async function listTravelers(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<TravelerProfile[]> {
  const { value } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}/passengers/list`,
    body: {},
    schema: travelerListResponseSchema,
    signal,
  });
  return value;
}

/** `PUT users/list`: the corporate user list the traveler list is merged with (spec: platform §3, §6). */
export async function listUsers(client: ApiClient, signal?: AbortSignal): Promise<UserListEntry[]> {
  const { data } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}/users/list`,
    schema: userListResponseSchema,
    signal,
  });
  return data;
}

/** A traveler to save: without an id it is added (the spec does not show the add call's path). */
export type TravelerToSave = Omit<PersonToSend, 'id'> & { readonly id?: string };

/** `PUT passengers/update` (spec: platform §7 "person (with optional passport)"): the saved profile. */
export async function saveTraveler(
  client: ApiClient,
  person: TravelerToSave,
  signal?: AbortSignal,
): Promise<TravelerProfile> {
  const { data } = await client.request({
    method: 'PUT',
    path: `${apiBasePath}/passengers/update`,
    body: { person },
    schema: z.object({ data: travelerProfileSchema }),
    signal,
  });
  return data;
}

/** `POST passengers/delete` (spec: platform §7). */
export async function deleteTraveler(
  client: ApiClient,
  personId: string,
  signal?: AbortSignal,
): Promise<void> {
  await client.request({
    method: 'POST',
    path: `${apiBasePath}/passengers/delete`,
    body: { personId },
    schema: z.unknown(),
    signal,
  });
}

/** spec: platform §7 "GET customer details ... phoneNumber (prefills contact)"; the path is ours. */
export const customerDetailsSchema = z.object({ phoneNumber: z.optional(z.string()) });
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export function getCustomerDetails(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CustomerDetails> {
  return client.request({
    method: 'GET',
    path: `${apiBasePath}/customer/details`,
    schema: customerDetailsSchema,
    signal,
  });
}
