import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { tenantSettings } from '@wayfare/domain';
import { useTenant } from '@wayfare/ui';
import { Link as RouterLink, Outlet } from 'react-router-dom';

/** Every page's frame: the header with the logo home, the page, and the support line. */
export function PortalLayout() {
  const tenant = useTenant();
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
      <AppBar position="static" elevation={0}>
        <Toolbar component="nav" aria-label="Wayfare">
          <Link
            component={RouterLink}
            to="/"
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
            <Typography component="span" variant="body2" sx={{ ml: 1.5, opacity: 0.85 }}>
              for Business
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Box
        component="footer"
        sx={{ py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      >
        <Container>
          <Typography variant="body2" color="text.secondary">
            Questions about a trip? Call{' '}
            <Link href={`tel:${tenantSettings(tenant).supportPhone}`}>
              {tenantSettings(tenant).supportPhone}
            </Link>
            .
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
