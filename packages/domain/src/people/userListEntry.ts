import { z } from 'zod/mini';

/** One user of the corporate user list (spec: platform §3 "the user list (defaultTravelerId, firstName, lastName, id)"). */
export const userListEntrySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The saved traveler that is this user; absent until the user has one. */
  defaultTravelerId: z.nullish(z.string()),
});
export type UserListEntry = z.infer<typeof userListEntrySchema>;

/** What `PUT users list` answers (spec: platform §7 "data"). */
export const userListResponseSchema = z.object({ data: z.array(userListEntrySchema) });
export type UserListResponse = z.infer<typeof userListResponseSchema>;
