import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  allBelowMinimumMessage,
  conciergeNoticeText,
  headerRewardsBanner,
  needsConciergeNotice,
  redemptionEligibility,
  redemptionMinimumSummary,
  type EarnProduct,
  type RewardsAccount,
  type Tenant,
} from '@wayfare/domain';
import { NotEligibleBanner } from '../RewardsAccountPicker/NotEligibleBanner';

export interface RewardsBannerProps {
  readonly accounts: readonly RewardsAccount[];
  /** The account chosen in the header. */
  readonly selected: RewardsAccount;
  readonly tenant: Tenant;
  /** The product the page books, for the earn multiplier the banner names. */
  readonly product: EarnProduct;
}

/**
 * Under the header (spec: platform §6): the earn banner for primary holders, the booking card for
 * others (the traveler-support message on the corporate tenant), why the chosen account cannot
 * redeem, the accounts not eligible, the minimum-redemption warning and the concierge notice.
 */
export function RewardsBanner({ accounts, selected, tenant, product }: RewardsBannerProps) {
  const eligibility = redemptionEligibility(selected, tenant);
  const allBelowMinimum = redemptionMinimumSummary(accounts) === 'none-meet';
  return (
    <Stack spacing={1} component="section" aria-label="Rewards">
      <Alert severity="success" icon={false} role="note">
        {headerRewardsBanner(selected, tenant, product)}
        {!eligibility.eligible && !allBelowMinimum && (
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            {eligibility.message}
          </Typography>
        )}
      </Alert>
      {allBelowMinimum && <Alert severity="warning">{allBelowMinimumMessage}</Alert>}
      {accounts.length > 1 && <NotEligibleBanner accounts={accounts} tenant={tenant} />}
      {needsConciergeNotice(selected) && (
        <Alert severity="info" role="note">
          {conciergeNoticeText(selected)}
        </Alert>
      )}
    </Stack>
  );
}
