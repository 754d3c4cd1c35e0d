import { routePaths } from '@wayfare/domain';
import { PageLoading } from '@wayfare/ui';
import type { RouteObject } from 'react-router-dom';
import { favoritesTexts } from './favoritesTexts';
import { routeErrorElement } from '../routeErrorElement';

/** The favorites route (spec: platform §2 /favorites/), its page loaded when first visited. */
export const favoritesRoutes: RouteObject[] = [
  {
    // Relative to the portal's root route, as the homes routes are.
    path: routePaths.favorites.replace(/^\/|\/$/g, ''),
    hydrateFallbackElement: <PageLoading label={favoritesTexts.loading} />,
    errorElement: routeErrorElement,
    lazy: async () => ({ Component: (await import('./FavoritesPage')).FavoritesPage }),
  },
];
