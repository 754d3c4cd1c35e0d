import { routePaths } from '@wayfare/domain';
import type { RouteObject } from 'react-router-dom';
import { HelpLoading } from './HelpLoading';
import { routeErrorElement } from '../routeErrorElement';

// Relative to the portal's root route, as the other account routes are.
const relative = (path: string) => path.replace(/^\/|\/$/g, '');

/** The FAQ and terms routes (spec: platform §2 /faq/, /terms/, /terms/complimentary-night/), each page loaded when first visited. */
export const helpRoutes: RouteObject[] = [
  {
    path: relative(routePaths.faq),
    hydrateFallbackElement: <HelpLoading />,
    errorElement: routeErrorElement,
    lazy: async () => ({ Component: (await import('./FaqPage')).FaqPage }),
  },
  {
    path: relative(routePaths.terms),
    hydrateFallbackElement: <HelpLoading />,
    errorElement: routeErrorElement,
    lazy: async () => ({ Component: (await import('./TermsPage')).TermsPage }),
  },
  {
    path: relative(routePaths.complimentaryNightTerms),
    hydrateFallbackElement: <HelpLoading />,
    errorElement: routeErrorElement,
    lazy: async () => ({
      Component: (await import('./ComplimentaryNightTermsPage')).ComplimentaryNightTermsPage,
    }),
  },
];
