import type { Tenant } from '../platform/tenant';
import type { CorporateInfo } from '../session/sessionInfo';

/**
 * spec: platform §6 "permission canViewUsers decides whether the full user list is fetched" and
 * "A tenant check decides how travelers are loaded": the user list exists on the corporate tenant
 * only; elsewhere travelers come from the traveler list alone.
 */
export function shouldFetchUserList(
  tenant: Tenant,
  corporateInfo: Pick<CorporateInfo, 'permissions'> | undefined,
): boolean {
  return tenant === 'corporate' && corporateInfo?.permissions.canViewUsers === true;
}
