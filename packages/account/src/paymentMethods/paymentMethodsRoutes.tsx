import { unlistedRoutePaths } from '@wayfare/domain';
import type { RouteObject } from 'react-router-dom';
import { PaymentMethodsLoading } from './PaymentMethodsLoading';
import { routeErrorElement } from '../routeErrorElement';

/**
 * Saved payment methods (spec: platform §1 "save ... payment methods"), at the domain's unlisted
 * path /account/payment-methods/, loaded when first visited.
 */
export const paymentMethodsRoutes: RouteObject[] = [
  {
    path: unlistedRoutePaths.paymentMethods,
    // The page loads lazily: on a first visit straight to it, this shows until its code arrives.
    hydrateFallbackElement: <PaymentMethodsLoading />,
    errorElement: routeErrorElement,
    lazy: async () => ({
      Component: (await import('./PaymentMethodsPage')).PaymentMethodsPage,
    }),
  },
];
