import { RouteError, type RoutePrefetch } from '@wayfare/booking';
import { routePaths } from '@wayfare/domain';
import { RouteErrorPage } from '@wayfare/ui';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { homesRoutes } from '../routes/homesRoutes';
import { WidgetSearchPage } from './WidgetSearchPage';

/**
 * The widget's routes: its search, the vacation-rental pages, and any other path (the landing
 * path the pages return to, a hand-edited address) back to the widget's search. The portal's
 * other pages are links out (PortalLinks), never routes here.
 */
export function widgetRoutes(prefetch: RoutePrefetch): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteError page={RouteErrorPage} />,
      children: [
        { index: true, element: <WidgetSearchPage /> },
        ...homesRoutes(prefetch),
        { path: '*', element: <Navigate to={routePaths.home} replace /> },
      ],
    },
  ];
}
