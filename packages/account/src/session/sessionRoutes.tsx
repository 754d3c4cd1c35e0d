import { routePaths, unlistedRoutePaths } from '@wayfare/domain';
import { PageLoading } from '@wayfare/ui';
import type { RouteObject } from 'react-router-dom';
import { routeErrorElement } from '../routeErrorElement';

export interface SessionRoutesOptions {
  /** The sign-in module's address (see LoginPage). */
  readonly signInHref: string;
}

const relative = (path: string) => path.replace(/^\//, '');

/** While a page's code loads on a first visit straight to it. */
const hydrateFallbackElement = <PageLoading label="Loading the page" />;

/**
 * The pages the redirects of spec platform §8 lead to: /access-denied, /access-denied-not-beta,
 * /acknowledgement/ and the login route, each loaded when first visited.
 */
export function sessionRoutes({ signInHref }: SessionRoutesOptions): RouteObject[] {
  return [
    {
      hydrateFallbackElement,
      errorElement: routeErrorElement,
      path: relative(routePaths.accessDenied),
      lazy: async () => ({ Component: (await import('./AccessDeniedPage')).AccessDeniedPage }),
    },
    {
      hydrateFallbackElement,
      errorElement: routeErrorElement,
      path: relative(routePaths.accessDeniedNotBeta),
      lazy: async () => ({ Component: (await import('./NotBetaPage')).NotBetaPage }),
    },
    {
      hydrateFallbackElement,
      errorElement: routeErrorElement,
      path: relative(routePaths.acknowledgement),
      lazy: async () => ({
        Component: (await import('./AcknowledgementPage')).AcknowledgementPage,
      }),
    },
    {
      hydrateFallbackElement,
      errorElement: routeErrorElement,
      path: relative(unlistedRoutePaths.login),
      lazy: async () => {
        const { LoginPage } = await import('./LoginPage');
        return { Component: () => <LoginPage signInHref={signInHref} /> };
      },
    },
  ];
}
