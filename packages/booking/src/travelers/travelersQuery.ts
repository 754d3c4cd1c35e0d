import { queryOptions } from '@tanstack/react-query';
import { listTravelers, listUsers, type ApiClient } from '@wayfare/api';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** The saved travelers (spec: platform §7 "PUT passengers/list"). */
export const travelersQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('travelers', 'list'),
    queryFn: ({ signal }) => listTravelers(client, signal),
    retry: false,
  });

/** The corporate user list (spec: platform §7 "PUT users list"; §6 only with canViewUsers). */
export const usersQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('travelers', 'users'),
    queryFn: ({ signal }) => listUsers(client, signal),
    retry: false,
  });
