import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { JourneyContinues } from './JourneyContinues';

/** A page the journey leads to, shown as a card that names it. */
export interface JourneyStandIn {
  readonly path: string;
  readonly name: string;
  /** Where that page's own stories are. */
  readonly storiesTitle: string;
}

export interface JourneyAtProps {
  /** The address the journey opens at. */
  readonly path: string;
  /** The real pages of the journey, by path. */
  readonly pages: readonly { readonly path: string; readonly element: ReactNode }[];
  /** The pages it leads back or on to, as cards that say where the journey went. */
  readonly standIns: readonly JourneyStandIn[];
}

/**
 * A journey's pages in a memory router, for stories and tests (a checkout and its confirmation),
 * beside cards for the pages it leads to. Made once per story: a router made again on each render
 * would start over each time.
 */
export function JourneyAt({ path, pages, standIns }: JourneyAtProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        ...standIns.map((standIn) => ({
          path: standIn.path,
          element: <JourneyContinues name={standIn.name} storiesTitle={standIn.storiesTitle} />,
        })),
        ...pages,
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
