import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatFiat,
  formatRewards,
  type RedemptionEligibility,
  type RewardsAccount,
} from '@wayfare/domain';
import { rewardsAccountLabel } from './rewardsAccountLabel';
import { RewardsOptionRow } from './RewardsOptionRow';

export interface RewardsAccountOptionProps {
  readonly account: RewardsAccount;
  readonly eligibility: RedemptionEligibility;
  readonly checked: boolean;
  readonly disabled: boolean;
}

/**
 * One account: its name and last four, its balance and cash equivalent, and, when it cannot
 * redeem, the reason (spec: platform §6 redemption messages, §8 "does not meet the minimum").
 */
export function RewardsAccountOption({
  account,
  eligibility,
  checked,
  disabled,
}: RewardsAccountOptionProps) {
  return (
    <RewardsOptionRow
      value={account.accountReferenceId}
      checked={checked}
      disabled={disabled || !eligibility.eligible}
      title={rewardsAccountLabel(account)}
      details={
        <>
          <Typography variant="body2" color="text.secondary">
            {formatRewards(account.rewardsBalance)} available (
            {formatFiat(account.rewardsCashEquivalent)})
          </Typography>
          {!eligibility.eligible && (
            <Stack
              direction="row"
              spacing={0.5}
              data-reason={eligibility.reason}
              sx={{ alignItems: 'center', color: 'warning.dark', mt: 0.25 }}
            >
              <WarningAmberRounded aria-hidden sx={{ fontSize: 16 }} />
              <Typography variant="body2">{eligibility.message}</Typography>
            </Stack>
          )}
        </>
      }
    />
  );
}
