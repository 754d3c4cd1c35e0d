import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { outOfPolicyReasonLimit, textLimitError, type ApprovalType } from '@wayfare/domain';
import type { Ref } from 'react';

export interface OutOfPolicyReasonProps {
  /** The stay is above the policy tier's nightly cap: the reason is asked (STATES §11). */
  readonly isOutOfPolicy: boolean;
  /** How the booking will be approved (spec: platform §6). */
  readonly approval: ApprovalType;
  readonly reason: string;
  readonly onReasonChange: (reason: string) => void;
  /**
   * A booking was attempted without a reason that can be sent: the field says what is missing
   * (or, for a reason over its limit, what the limit is; that message shows from the first
   * character over it).
   */
  readonly showReasonError: boolean;
  readonly disabled?: boolean;
  /** The reason field, focused when a booking is attempted without a reason. */
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** The spec gives no wording for the corporate policy at checkout: these texts are ours. */
export const outOfPolicyTexts = {
  aboveLimit: "This stay is above your company's nightly limit. Tell us why you are booking it.",
  reasonLabel: 'Reason for booking out of policy',
  reasonMissing: 'Enter a reason for booking out of policy.',
  approval: {
    auto: 'This booking will be approved automatically.',
    '24hr_review': 'This booking needs approval: it will be reviewed within 24 hours.',
  } satisfies Record<ApprovalType, string>,
} as const;

/**
 * The corporate travel policy at payment (spec: platform §3 Policy tier, §4 Fulfil "an optional
 * corporate out-of-policy reason", §6 approval): for a stay above the nightly cap, a notice and
 * the required reason that goes with the booking; for every corporate booking, how it is approved.
 */
export function OutOfPolicyReason({
  isOutOfPolicy,
  approval,
  reason,
  onReasonChange,
  showReasonError,
  disabled = false,
  inputRef,
}: OutOfPolicyReasonProps) {
  // Over the limit says so as soon as it is typed; a missing reason waits for a booking attempt.
  const tooLong = textLimitError(reason, outOfPolicyReasonLimit);
  const helper = tooLong ?? (showReasonError ? outOfPolicyTexts.reasonMissing : undefined);
  return (
    <Stack spacing={2} data-approval={approval} data-out-of-policy={isOutOfPolicy || undefined}>
      {isOutOfPolicy && (
        <>
          <Alert severity="warning">{outOfPolicyTexts.aboveLimit}</Alert>
          <TextField
            inputRef={inputRef}
            label={outOfPolicyTexts.reasonLabel}
            value={reason}
            onChange={(event) => onReasonChange(event.target.value)}
            required
            multiline
            minRows={2}
            disabled={disabled}
            error={helper !== undefined}
            helperText={helper}
          />
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {outOfPolicyTexts.approval[approval]}
      </Typography>
    </Stack>
  );
}
