import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  allBelowMinimumMessage,
  doNotApplyRewards,
  redemptionEligibility,
  redemptionMinimumSummary,
  type Fiat,
  type RedemptionPolicy,
  type RewardsAccount,
  type RewardsAmount,
  type RewardsChoice,
  type Tenant,
} from '@wayfare/domain';
import { useId } from 'react';
import { AppliedRewards } from './AppliedRewards';
import { NotEligibleBanner } from './NotEligibleBanner';
import { RewardsAccountOption } from './RewardsAccountOption';
import { RewardsOptionRow } from './RewardsOptionRow';
import { SplitPay } from './SplitPay';

export interface RewardsAccountPickerProps {
  /** The traveller's rewards accounts, as `PUT accounts` answers them (spec: platform §3). */
  readonly accounts: readonly RewardsAccount[];
  /** Decides, with the policy, which accounts can redeem (spec: platform §5). */
  readonly tenant: Tenant;
  /** Card products and tenants that cannot redeem (spec: platform §5); none by default. */
  readonly policy?: RedemptionPolicy;
  /** An account, with its custom amount once saved, or do-not-apply. */
  readonly choice: RewardsChoice;
  /** Called with the new choice: another account, do-not-apply, a saved or dropped custom amount. */
  readonly onChoiceChange: (choice: RewardsChoice) => void;
  /** The rewards that pay for the trip, as the page worked them out (`rewardsPayment`). */
  readonly appliedRewards?: RewardsAmount | undefined;
  /** What the applied rewards are worth in cash (from the split-pay conversion or the quote). */
  readonly appliedCash?: Fiat | undefined;
  /** The server is converting a custom amount to cash (spec: platform §4 Split pay). */
  readonly isConverting?: boolean;
  /** The payment section waits for the traveler step (spec: platform §4 Desktop checkout). */
  readonly disabled?: boolean;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

const doNotApplyValue = 'do-not-apply';

/**
 * The rewards choice of checkout (spec: platform §4 Rewards selection, §5, §6, §8): one option per
 * account, those that cannot redeem disabled with their reason and listed in a banner, a warning
 * when no account meets its minimum, "Do not apply rewards", and for the chosen account a custom
 * (split-pay) amount. The rules are @wayfare/domain's; this shows them.
 */
export function RewardsAccountPicker({
  accounts,
  tenant,
  policy,
  choice,
  onChoiceChange,
  appliedRewards,
  appliedCash,
  isConverting = false,
  disabled = false,
  className,
}: RewardsAccountPickerProps) {
  const legendId = useId();
  const options = accounts.map((account) => ({
    account,
    eligibility: redemptionEligibility(account, tenant, policy),
  }));
  const chosen =
    choice.kind === 'account'
      ? options.find(({ account }) => account.accountReferenceId === choice.accountReferenceId)
      : undefined;
  const chosenAccount = chosen?.eligibility.eligible ? chosen.account : undefined;
  const allBelowMinimum = accounts.length > 0 && redemptionMinimumSummary(accounts) === 'none-meet';

  return (
    <Stack spacing={2} className={className}>
      {allBelowMinimum && <Alert severity="warning">{allBelowMinimumMessage}</Alert>}
      <NotEligibleBanner accounts={accounts} tenant={tenant} policy={policy} />
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel
          id={legendId}
          component="legend"
          sx={{
            typography: 'subtitle1',
            fontWeight: 600,
            mb: 1,
            // The title stays readable while the section waits (greyed text fails contrast).
            '&.Mui-disabled': { color: 'text.primary' },
          }}
        >
          Apply rewards
        </FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          value={choice.kind === 'account' ? choice.accountReferenceId : doNotApplyValue}
          onChange={(event) =>
            onChoiceChange(
              event.target.value === doNotApplyValue
                ? doNotApplyRewards
                : { kind: 'account', accountReferenceId: event.target.value },
            )
          }
        >
          {options.map(({ account, eligibility }) => (
            <RewardsAccountOption
              key={account.accountReferenceId}
              account={account}
              eligibility={eligibility}
              checked={account.accountReferenceId === chosenAccount?.accountReferenceId}
              disabled={disabled}
            />
          ))}
          <RewardsOptionRow
            value={doNotApplyValue}
            checked={choice.kind === 'do-not-apply'}
            disabled={disabled}
            title="Do not apply rewards"
          />
        </RadioGroup>
      </FormControl>
      {choice.kind === 'account' && chosenAccount && (
        <SplitPay
          // A new account starts a new custom amount.
          key={chosenAccount.accountReferenceId}
          account={chosenAccount}
          customAmount={choice.customAmount}
          onChoiceChange={onChoiceChange}
          disabled={disabled}
        />
      )}
      {choice.kind === 'account' && (
        <AppliedRewards rewards={appliedRewards} cash={appliedCash} isConverting={isConverting} />
      )}
    </Stack>
  );
}
