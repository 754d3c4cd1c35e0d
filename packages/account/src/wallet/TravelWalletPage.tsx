import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTravelWalletScreen } from '@wayfare/booking';
import {
  CreditHistoryList,
  ErrorPanel,
  travelWalletTexts,
  WalletCredits,
  WalletOffers,
} from '@wayfare/ui';
import { useRef } from 'react';
import { travelWalletFailure } from './travelWalletFailure';
import { TravelWalletLoading } from './TravelWalletLoading';

/**
 * The travel wallet (spec: platform §1 "apply travel wallet credits and offers", §3 Travel wallet;
 * products §2 "travel wallet and credit history"; STATES §17): the credit and its breakdown, the
 * offers by product line and the credit history, each shown only when its experiment is on.
 * The heading "Travel wallet" is ours. An empty credit history is left out (ours: the empty
 * state speaks of credits and offers, STATES §17 wallet/empty).
 */
export function TravelWalletPage() {
  const screen = useTravelWalletScreen();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The retry button goes away with the panel: focus moves to the page's heading, not to nowhere.
  const retry = (retryLoad: () => void) => {
    headingRef.current?.focus();
    retryLoad();
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <Typography ref={headingRef} variant="h1" tabIndex={-1} sx={{ outline: 'none' }}>
          {travelWalletTexts.heading}
        </Typography>
        {screen.status === 'loading' && <TravelWalletLoading />}
        {screen.status === 'failed' && (
          <ErrorPanel content={travelWalletFailure} onAction={() => retry(screen.retry)} />
        )}
        {screen.status === 'ready' && (
          <>
            {screen.isEmpty ? (
              <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                <Typography>{travelWalletTexts.empty}</Typography>
              </Paper>
            ) : (
              <>
                {screen.credits && (
                  <WalletCredits
                    credit={screen.credits.credit}
                    creditBreakdown={screen.credits.creditBreakdown}
                  />
                )}
                {screen.offers && screen.offers.length > 0 && (
                  <WalletOffers offers={screen.offers} />
                )}
              </>
            )}
            {screen.creditHistory && screen.creditHistory.length > 0 && (
              <CreditHistoryList creditHistory={screen.creditHistory} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
