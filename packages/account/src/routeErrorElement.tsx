import { RouteError } from '@wayfare/booking';
import { RouteErrorPage } from '@wayfare/ui';

/**
 * The error element of every account route: a page that throws, a loader that fails or a page's
 * code that does not arrive shows the Wayfare error page, not React Router's default.
 */
export const routeErrorElement = <RouteError page={RouteErrorPage} />;
