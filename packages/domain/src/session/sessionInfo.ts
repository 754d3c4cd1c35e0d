import { z } from 'zod';

export const userInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string().optional(),
  email: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Corporate-tenant details of a session (spec: platform §3 Session info). */
export const corporateInfoSchema = z.object({
  permissions: z.object({
    canViewAdmin: z.boolean(),
    canViewUsers: z.boolean(),
  }),
  businessIsLive: z.boolean(),
  role: z.array(z.string()),
  policyTier: z.string().optional(),
  businessId: z.string(),
  businessName: z.string(),
  accountReferenceId: z.string().optional(),
  businessLoyaltyPrograms: z.array(z.string()).optional(),
  defaultTravelerId: z.string().optional(),
  hiddenTravelerIds: z.array(z.string()).optional(),
  hasSeenModalMap: z.record(z.string(), z.boolean()).optional(),
  cap1Role: z.string().optional(),
});
export type CorporateInfo = z.infer<typeof corporateInfoSchema>;

/** What `GET /userInfo` answers (spec: platform §3, §7). */
export const sessionInfoSchema = z.object({
  userId: z.string(),
  userInfo: userInfoSchema,
  isFirstSession: z.boolean().optional(),
  csrfToken: z.string().optional(),
  sessionExpiration: z.string().optional(),
  isDelegatedSession: z.boolean().optional(),
  corporateInfo: corporateInfoSchema.optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** spec: platform §3 "A session counts as logged in when a csrf token is present." */
export function isLoggedIn(session: Pick<SessionInfo, 'csrfToken'>): boolean {
  return Boolean(session.csrfToken);
}

/** Where the portal keeps the bearer token (spec: platform §7 "a bearer token from local storage"; the key is ours). */
export const sessionTokenStorageKey = 'wayfare.sessionToken';
