import { homesRoutes } from '@wayfare/homes';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from './home/HomePage';
import { PortalLayout } from './layout/PortalLayout';
import { NotFoundPage } from './notFound/NotFoundPage';

/**
 * The portal's routes (spec: platform §2). Only routes whose feature is built are mounted; any
 * other path is the not-found page, which links home.
 */
export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...homesRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createPortalRouter = () => createBrowserRouter(portalRoutes);

/** The same routes in memory, for stories and tests. */
export const createPortalMemoryRouter = (initialPath = '/') =>
  createMemoryRouter(portalRoutes, { initialEntries: [initialPath] });
