import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFiat, formatRewards, type Fiat, type RewardsAmount } from '@wayfare/domain';

export interface AppliedRewardsProps {
  readonly rewards: RewardsAmount | undefined;
  readonly cash: Fiat | undefined;
  readonly isConverting: boolean;
}

/** What the chosen account pays, in rewards and in cash; announced politely as it changes. */
export function AppliedRewards({ rewards, cash, isConverting }: AppliedRewardsProps) {
  return (
    <Stack
      role="status"
      aria-busy={isConverting}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minHeight: 24 }}
    >
      {isConverting ? (
        <>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Converting your rewards…</Typography>
        </>
      ) : (
        rewards && (
          <Typography variant="body2">
            Rewards applied: <strong>{formatRewards(rewards)}</strong>
            {cash && (
              <>
                {' '}
                (<strong>{formatFiat(cash)}</strong>)
              </>
            )}
          </Typography>
        )
      )}
    </Stack>
  );
}
