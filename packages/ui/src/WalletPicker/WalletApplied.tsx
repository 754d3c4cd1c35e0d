import Typography from '@mui/material/Typography';
import { formatWalletAmount, walletTexts, type WalletCoverage } from '@wayfare/domain';

export interface WalletAppliedProps {
  readonly coverage: WalletCoverage | undefined;
  readonly currency: string;
}

/** What the wallet pays and what is left; announced politely as the choice changes. */
export function WalletApplied({ coverage, currency }: WalletAppliedProps) {
  const money = (amount: number) => formatWalletAmount({ amount, currency });
  const parts = coverage
    ? [
        coverage.offerApplied > 0 && `${money(coverage.offerApplied)} offer`,
        coverage.creditApplied > 0 && `${money(coverage.creditApplied)} travel credit`,
      ].filter((part): part is string => typeof part === 'string')
    : [];
  return (
    <Typography role="status" variant="body2" data-covered={coverage?.isFullyCovered || undefined}>
      {coverage && parts.length > 0 && `Applied: ${parts.join(' and ')}. `}
      {coverage &&
        parts.length > 0 &&
        (coverage.isFullyCovered ? (
          <strong>{walletTexts.fullyCovered}</strong>
        ) : (
          `${money(coverage.amountDue)} left to pay.`
        ))}
    </Typography>
  );
}
