import type { Tenant } from '../platform/tenant';

export interface LoginCodeArrival {
  readonly tenant: Tenant;
  /** corporateInfo.permissions.canViewAdmin of the session the login code opened. */
  readonly canViewAdmin: boolean;
  /** Whether the user came from the admin portal (the caller reads it from the address). */
  readonly isFromAdminPortal: boolean;
}

/**
 * spec: platform §6 "After a login-code post on the corporate tenant, users without canViewAdmin
 * arriving from the admin portal go to /access-denied."
 */
export function isAccessDeniedAfterLoginCode(arrival: LoginCodeArrival): boolean {
  return arrival.tenant === 'corporate' && arrival.isFromAdminPortal && !arrival.canViewAdmin;
}
