import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { routePaths } from '@wayfare/domain';
import type { RouteObject } from 'react-router-dom';
import { favoritesTexts } from './favoritesTexts';

/** The favorites route (spec: platform §2 /favorites/), its page loaded when first visited. */
export const favoritesRoutes: RouteObject[] = [
  {
    // Relative to the portal's root route, as the homes routes are.
    path: routePaths.favorites.replace(/^\/|\/$/g, ''),
    hydrateFallbackElement: (
      <Box
        role="status"
        aria-label={favoritesTexts.loading}
        sx={{ display: 'grid', placeItems: 'center', py: 10 }}
      >
        <CircularProgress aria-hidden />
      </Box>
    ),
    lazy: async () => ({ Component: (await import('./FavoritesPage')).FavoritesPage }),
  },
];
