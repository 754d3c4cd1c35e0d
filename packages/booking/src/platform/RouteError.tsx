import type { RouteErrorKind } from '@wayfare/domain';
import { useEffect, useRef, type ComponentType } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { useTrackEvent } from '../tracking/useTrackEvent';
import { usePortalHref } from './PortalLinks';
import { routeErrorKindOf } from './routeErrorKindOf';

/** The event a route's error is logged with (ours), its `reason` the kind in the spec's snake case. */
export const routeErrorEvent = 'page_failed';

/** What a route's error page is given: `RouteErrorPage` of @wayfare/ui takes exactly this. */
export interface RouteErrorPageInput {
  readonly kind: RouteErrorKind;
  /** The portal's home page: in the portal its root, in a partner's widget where the partner says. */
  readonly homeHref: string;
  readonly onReload: () => void;
}

export interface RouteErrorProps {
  /**
   * The page that shows the error, `RouteErrorPage` of @wayfare/ui. It is passed in because
   * booking sits below ui's users but not above ui (ARCHITECTURE.md, dependency direction).
   */
  readonly page: ComponentType<RouteErrorPageInput>;
}

const reloadPage = () => window.location.reload();

const describeError = (error: unknown): Readonly<Record<string, string | number>> =>
  isRouteErrorResponse(error)
    ? { status: error.status }
    : error instanceof Error
      ? { message: error.message }
      : {};

/**
 * The error element of every feature route: `errorElement: <RouteError page={RouteErrorPage} />`.
 * It reads the route's error (a page that threw while rendering, an import of its code that
 * failed, a loader that failed), logs it once with its reason, and shows the Wayfare page for
 * it instead of React Router's default.
 */
export function RouteError({ page: Page }: RouteErrorProps) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const track = useTrackEvent();
  const kind = routeErrorKindOf(error);
  const homeHref = usePortalHref()('/');

  // Once per error: a re-render, or StrictMode's second run of the effect, logs nothing more.
  const logged = useRef<unknown>(undefined);
  useEffect(() => {
    if (logged.current === error) return;
    logged.current = error;
    track(routeErrorEvent, {
      reason: kind.replaceAll('-', '_'),
      path: pathname,
      ...describeError(error),
    });
  }, [error, kind, pathname, track]);

  return <Page kind={kind} homeHref={homeHref} onReload={reloadPage} />;
}
