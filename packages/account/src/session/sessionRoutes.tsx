import { routePaths, unlistedRoutePaths } from '@wayfare/domain';
import type { RouteObject } from 'react-router-dom';

export interface SessionRoutesOptions {
  /** The sign-in module's address (see LoginPage). */
  readonly signInHref: string;
}

const relative = (path: string) => path.replace(/^\//, '');

/**
 * The pages the redirects of spec platform §8 lead to: /access-denied, /access-denied-not-beta,
 * /acknowledgement/ and the login route, each loaded when first visited.
 */
export function sessionRoutes({ signInHref }: SessionRoutesOptions): RouteObject[] {
  return [
    {
      path: relative(routePaths.accessDenied),
      lazy: async () => ({ Component: (await import('./AccessDeniedPage')).AccessDeniedPage }),
    },
    {
      path: relative(routePaths.accessDeniedNotBeta),
      lazy: async () => ({ Component: (await import('./NotBetaPage')).NotBetaPage }),
    },
    {
      path: relative(routePaths.acknowledgement),
      lazy: async () => ({
        Component: (await import('./AcknowledgementPage')).AcknowledgementPage,
      }),
    },
    {
      path: relative(unlistedRoutePaths.login),
      lazy: async () => {
        const { LoginPage } = await import('./LoginPage');
        return { Component: () => <LoginPage signInHref={signInHref} /> };
      },
    },
  ];
}
