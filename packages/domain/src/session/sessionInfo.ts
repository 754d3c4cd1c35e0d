import { z } from 'zod/mini';

export const userInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.optional(z.string()),
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
  policyTier: z.optional(z.string()),
  businessId: z.string(),
  businessName: z.string(),
  accountReferenceId: z.optional(z.string()),
  businessLoyaltyPrograms: z.optional(z.array(z.string())),
  defaultTravelerId: z.optional(z.string()),
  hiddenTravelerIds: z.optional(z.array(z.string())),
  hasSeenModalMap: z.optional(z.record(z.string(), z.boolean())),
  cap1Role: z.optional(z.string()),
});
export type CorporateInfo = z.infer<typeof corporateInfoSchema>;

/** What `GET /userInfo` answers (spec: platform §3, §7). */
export const sessionInfoSchema = z.object({
  userId: z.string(),
  userInfo: userInfoSchema,
  isFirstSession: z.optional(z.boolean()),
  csrfToken: z.optional(z.string()),
  sessionExpiration: z.optional(z.string()),
  isDelegatedSession: z.optional(z.boolean()),
  /**
   * The agent's email in a delegated session (spec: platform §1, STATES session/agent-delegated
   * "agent email"). The spec lists no field for it: the name is ours.
   */
  agentEmail: z.optional(z.string()),
  corporateInfo: z.optional(corporateInfoSchema),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** spec: platform §3 "A session counts as logged in when a csrf token is present." */
export function isLoggedIn(session: Pick<SessionInfo, 'csrfToken'>): boolean {
  return Boolean(session.csrfToken);
}

/** Where the portal keeps the bearer token (spec: platform §7 "a bearer token from local storage"; the key is ours). */
export const sessionTokenStorageKey = 'wayfare.sessionToken';

/**
 * spec: platform §6 "consumer-tenant Admin label": the session role marks the user admin, its value
 * not shown. Ours: a role named "admin" (any case) in corporateInfo.role.
 */
export function isAdminSession(session: Pick<SessionInfo, 'corporateInfo'>): boolean {
  return session.corporateInfo?.role.some((role) => role.toLowerCase() === 'admin') ?? false;
}

/** The agent booking on the traveller's behalf, when the session is delegated (spec: platform §1, §6). */
export function delegatingAgentEmail(
  session: Pick<SessionInfo, 'isDelegatedSession' | 'agentEmail'>,
): string | undefined {
  return session.isDelegatedSession === true ? session.agentEmail : undefined;
}
