import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useHeaderRewards, useSessionInfo } from '@wayfare/booking';
import {
  delegatingAgentEmail,
  isAdminSession,
  isLoggedIn,
  loginPath,
  routePaths,
  type EarnProduct,
} from '@wayfare/domain';
import {
  RewardsAccountMenu,
  RewardsAccountMenuSkeleton,
  RewardsBanner,
  RewardsBannerSkeleton,
  SessionBadge,
  useTenant,
} from '@wayfare/ui';
import { Link as RouterLink } from 'react-router-dom';
import { AccountMenu, AccountMenuSkeleton } from './AccountMenu';

export interface AccountHeaderProps {
  /** The travel app shows no rewards banner (spec: platform §1). */
  readonly showRewardsBanner?: boolean;
  /** The product the page books, for the multiplier the banner names. */
  readonly product?: EarnProduct;
}

/**
 * Every page's header (spec: platform §1, §2, §6): the logo home, who is signed in (the Admin
 * label, the agent of a delegated session), the rewards account picker, and under it the rewards
 * banner.
 *
 * The account menu, the picker and the banner come after the session and the accounts. Until
 * then their skeletons hold their room, so neither the bar nor the page under it moves when they
 * arrive (layout shift). The room is held for a signed-in cardholder with an account, as most
 * visits are; a visit that turns out signed out, or with no account to show, gives it back.
 */
export function AccountHeader({ showRewardsBanner = true, product = 'homes' }: AccountHeaderProps) {
  const tenant = useTenant();
  const session = useSessionInfo();
  const rewards = useHeaderRewards();
  const signedIn = session.data !== undefined && isLoggedIn(session.data);
  const selected = rewards.selected;
  // Pending: the session, then (signed in) the accounts; the picker and the banner may yet appear.
  const rewardsLoading = rewards.isPending;

  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar
          component="nav"
          aria-label="Wayfare"
          // Busy until the session and the rewards accounts are in: the picker may yet appear.
          aria-busy={rewards.isPending}
          sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: 0.5 }}
        >
          <Link
            component={RouterLink}
            to={routePaths.home}
            color="inherit"
            underline="none"
            aria-label="Wayfare home"
          >
            <Typography
              component="span"
              variant="h3"
              sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}
            >
              Wayfare
            </Typography>
          </Link>
          {tenant === 'corporate' && (
            <Typography component="span" variant="body2" sx={{ opacity: 0.85 }}>
              for Business
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          {session.data && !signedIn && (
            <Button color="inherit" variant="outlined" component={RouterLink} to={loginPath()}>
              Sign in
            </Button>
          )}
          {(session.isPending || signedIn) && (
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'flex-end',
                flexWrap: 'wrap',
                minWidth: 0,
                columnGap: { xs: 0.5, sm: 1.5 },
              }}
            >
              {session.isPending && (
                <>
                  <AccountMenuSkeleton />
                  {/* Who is signed in comes with the session: on a phone it shows nothing, yet
                      takes its gap in the row, so its place is kept too. */}
                  <Box />
                </>
              )}
              {session.data && signedIn && (
                <>
                  <AccountMenu />
                  <SessionBadge
                    firstName={session.data.userInfo.firstName}
                    isAdmin={tenant === 'consumer' && isAdminSession(session.data)}
                    agentEmail={delegatingAgentEmail(session.data)}
                  />
                </>
              )}
              {rewardsLoading && <RewardsAccountMenuSkeleton />}
              {selected && (
                <RewardsAccountMenu
                  accounts={rewards.accounts}
                  selected={selected}
                  onChoose={rewards.choose}
                />
              )}
            </Stack>
          )}
        </Toolbar>
      </AppBar>
      {showRewardsBanner && rewardsLoading && (
        <Container sx={{ pt: 2 }}>
          <RewardsBannerSkeleton product={product} />
        </Container>
      )}
      {showRewardsBanner && signedIn && selected && (
        <Container sx={{ pt: 2 }}>
          <RewardsBanner
            accounts={rewards.accounts}
            selected={selected}
            tenant={tenant}
            product={product}
          />
        </Container>
      )}
    </>
  );
}
