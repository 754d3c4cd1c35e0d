import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  defaultTimeZone,
  formatWalletAmount,
  type CreditHistoryEntry,
} from '@wayfare/domain';
import { useId } from 'react';
import { formatWalletDate } from './formatWalletDate';
import { transactionTypeLabels, travelWalletTexts } from './travelWalletTexts';

export interface CreditHistoryListProps {
  /** The credit history as the call answers it, newest first (spec: platform §7 "GET credit history"). */
  readonly creditHistory: readonly CreditHistoryEntry[];
  /** The locale amounts and dates are written in (en-US by default). */
  readonly locale?: string;
  /** The time zone dates are shown in (America/Toronto by default). */
  readonly timeZone?: string;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

/**
 * The credit history: each transaction's type (products §3 "Travel wallet transaction types"),
 * description, date and amount; spent or removed credit is negative.
 */
export function CreditHistoryList({
  creditHistory,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  className,
}: CreditHistoryListProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} className={className}>
      <Typography id={headingId} variant="h2">
        {travelWalletTexts.creditHistory}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {creditHistory.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-transaction-type={entry.transactionType}
            sx={{
              py: 1.5,
              '& + li': { borderTop: 1, borderColor: 'divider' },
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              columnGap: 2,
              alignItems: 'baseline',
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {transactionTypeLabels[entry.transactionType]}
              </Typography>
              {entry.description && (
                <Typography variant="body2" color="text.secondary">
                  {entry.description}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.createdAt}>
                  {formatWalletDate(entry.createdAt, locale, timeZone)}
                </time>
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, textAlign: 'end' }}>
              {formatWalletAmount(entry.amount, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
