import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AccountHeader } from '@wayfare/account';
import { useTrackEvent } from '@wayfare/booking';
import { routePaths, tenantSettings } from '@wayfare/domain';
import { SatisfactionSurvey, useTenant } from '@wayfare/ui';
import { memo } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';

export interface PortalFrameProps {
  /** In the travel app the frame leaves out the rewards banner and the satisfaction survey. */
  readonly isTravelApp: boolean;
}

/**
 * Every page's frame: the header with the logo home and the rewards account picker, the page, the
 * support line, and outside the travel app the rewards banner and the satisfaction survey (spec:
 * platform §1).
 */
export const PortalFrame = memo(function PortalFrame({ isTravelApp }: PortalFrameProps) {
  const tenant = useTenant();
  const track = useTrackEvent();
  const { supportPhone } = tenantSettings(tenant);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to content
      </Link>
      <AccountHeader showRewardsBanner={!isTravelApp} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Box
        component="footer"
        sx={{ py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      >
        <Container
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            Questions about a trip? Call <Link href={`tel:${supportPhone}`}>{supportPhone}</Link>.
          </Typography>
          <Box component="nav" aria-label="Help" sx={{ display: 'flex', gap: 2 }}>
            <Link component={RouterLink} to={routePaths.faq} variant="body2">
              FAQ
            </Link>
            <Link component={RouterLink} to={routePaths.terms} variant="body2">
              Terms
            </Link>
          </Box>
          {!isTravelApp && (
            <SatisfactionSurvey
              onSubmit={({ rating, comment }) =>
                track('satisfaction_survey_submitted', { rating, has_comment: comment !== '' })
              }
            />
          )}
        </Container>
      </Box>
    </Box>
  );
});
