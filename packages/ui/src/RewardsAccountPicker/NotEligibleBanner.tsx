import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import {
  accountsNotEligible,
  redemptionEligibility,
  type RedemptionPolicy,
  type RewardsAccount,
  type Tenant,
} from '@wayfare/domain';
import { useId } from 'react';
import { rewardsAccountLabel } from './rewardsAccountLabel';

export interface NotEligibleBannerProps {
  readonly accounts: readonly RewardsAccount[];
  readonly tenant: Tenant;
  readonly policy?: RedemptionPolicy | undefined;
}

/** spec: platform §6 "A banner lists the accounts not eligible", each with its reason. */
export function NotEligibleBanner({ accounts, tenant, policy }: NotEligibleBannerProps) {
  const titleId = useId();
  const notEligible = accountsNotEligible(accounts, tenant, policy);
  if (notEligible.length === 0) return null;
  return (
    // A note, not an alert: it describes the accounts from the start rather than reporting news.
    <Alert severity="info" role="note" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>Not eligible to redeem rewards</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {notEligible.map((account) => {
          const eligibility = redemptionEligibility(account, tenant, policy);
          return (
            <li key={account.accountReferenceId}>
              {rewardsAccountLabel(account)}
              {!eligibility.eligible && `: ${eligibility.message}`}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
