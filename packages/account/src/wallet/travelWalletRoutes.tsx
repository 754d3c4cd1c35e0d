import { unlistedRoutePaths } from '@wayfare/domain';
import type { RouteObject } from 'react-router-dom';
import { TravelWalletLoading } from './TravelWalletLoading';
import { routeErrorElement } from '../routeErrorElement';

/** The travel wallet's route (ours: /account/wallet/, `unlistedRoutePaths.travelWallet`). */
export const travelWalletRoutes: RouteObject[] = [
  {
    path: unlistedRoutePaths.travelWallet,
    // The page loads when first visited; on a first visit straight to it, this shows meanwhile.
    hydrateFallbackElement: <TravelWalletLoading />,
    errorElement: routeErrorElement,
    lazy: async () => ({
      Component: (await import('./TravelWalletPage')).TravelWalletPage,
    }),
  },
];
