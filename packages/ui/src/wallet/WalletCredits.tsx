import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  defaultLocale,
  defaultTimeZone,
  formatWalletAmount,
  type CreditBreakdownEntry,
  type TravelWalletCredit,
} from '@wayfare/domain';
import { useId } from 'react';
import { formatWalletDate } from './formatWalletDate';
import { creditDetailLabels, creditStateLabels, travelWalletTexts } from './travelWalletTexts';
import { WalletFacts } from './WalletFacts';

export interface WalletCreditsProps {
  /** The credit (spec: platform §3 "credit (amount.amount and currency)"), with its state (products §4). */
  readonly credit: TravelWalletCredit;
  /** What the credit is made of (spec: platform §3 "creditBreakdown (statement detail, usableAmount)"). */
  readonly creditBreakdown: readonly CreditBreakdownEntry[];
  /** The locale amounts and dates are written in (en-US by default). */
  readonly locale?: string;
  /** The time zone dates are shown in (America/Toronto by default). */
  readonly timeZone?: string;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

/** The travel credit: its amount and state, then each statement credit and what of it is usable. */
export function WalletCredits({
  credit,
  creditBreakdown,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  className,
}: WalletCreditsProps) {
  const headingId = useId();
  const breakdownId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} className={className}>
      <Typography id={headingId} variant="h2">
        {travelWalletTexts.credits}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <WalletFacts
            prominent
            facts={[
              {
                term: travelWalletTexts.creditAmount,
                value: formatWalletAmount(credit.amount, locale),
              },
              credit.state && {
                term: travelWalletTexts.creditState,
                value: creditStateLabels[credit.state],
              },
            ]}
          />
          {creditBreakdown.length > 0 && (
            <Box>
              <Typography id={breakdownId} variant="h3" sx={{ mb: 1 }}>
                {travelWalletTexts.creditBreakdown}
              </Typography>
              <Stack
                component="ul"
                aria-labelledby={breakdownId}
                spacing={1.5}
                sx={{ m: 0, p: 0, listStyle: 'none' }}
              >
                {creditBreakdown.map((entry, index) => (
                  // The spec gives a statement credit no id: its place in the breakdown is its key.
                  <Box component="li" key={`${entry.description}-${index}`}>
                    <Typography sx={{ fontWeight: 600 }}>{entry.description}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {creditDetailLabels[entry.CreditDetail]}
                    </Typography>
                    <WalletFacts
                      facts={[
                        {
                          term: travelWalletTexts.usableAmount,
                          value: formatWalletAmount(entry.usableAmount, locale),
                        },
                        entry.expiresOn !== undefined && {
                          term: travelWalletTexts.expiresOn,
                          value: formatWalletDate(entry.expiresOn, locale, timeZone),
                        },
                      ]}
                    />
                  </Box>
                ))}
              </Stack>
            </Box>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
