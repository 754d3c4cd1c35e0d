import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-600.css';
import '@fontsource/roboto/latin-700.css';
import type { Preview } from '@storybook/react-vite';
import { palettes, tenants } from '@wayfare/domain';
import { handlersFor, resetMockState } from '@wayfare/mocks';
import {
  frozenNow,
  printMarkupOnlyWhenAQueryGivesUp,
  widthsOnlyModes,
  withWayfareProviders,
} from '@wayfare/test-kit/storybook';
import MockDate from 'mockdate';
import { getWorker, initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { viewports } from './viewports';

initialize({
  quiet: true,
  // A story that calls an API no handler answers is a broken story; assets pass through.
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).pathname.startsWith('/api/')) print.error();
  },
});

// A play's findBy and waitFor give up after 1 s by default. On CI's two busy cores a menu or
// dialog loaded when first opened, or a fake-backend answer, can take longer without anything
// being wrong: plays failed that way now and then (the unit tests wait 5 s for the same reason).
// The preview's own copy of Testing Library is the plays' copy, in Storybook and in Vitest alike.
configure({ asyncUtilTimeout: 5_000 });
printMarkupOnlyWhenAQueryGivesUp();

/**
 * The story pass (visual/storybookTab.ts) identifies itself the way Storybook's test runner does.
 * There axe aggregates only the violations it fails on; the designer's a11y panel keeps the
 * passes and the checks to review, which axe otherwise collects node by node for every story.
 */
const inStoryPass = navigator.userAgent.includes('StorybookTestRunner');

const preview: Preview = {
  decorators: [withWayfareProviders],
  loaders: [
    mswLoader,
    // A story's one-time answers (`{ once: true }`) are fresh at each of its renders: its handlers
    // are objects of its file, shared by every render in one preview, and MSW keeps them used.
    () => getWorker().restoreHandlers(),
    // Each story starts on a fresh fake backend, signed in as the portal opens: no booking, booked
    // night, card or wishlist of the story before it, and the page's cookie holding the session's
    // CSRF token before the story's first call (the preview page is shared by every story).
    () => resetMockState(),
  ],
  // Every story runs at the same instant, so dates and screenshots never drift.
  beforeEach: () => {
    MockDate.set(frozenNow);
    return () => {
      MockDate.reset();
      // A story that ends with focus in the card vault's frame leaves the page's focus on an iframe
      // about to be removed; the next story's user events wait on it for ever.
      if (document.activeElement instanceof HTMLIFrameElement) document.activeElement.blur();
    };
  },
  globalTypes: {
    tenant: {
      description: 'Tenant',
      toolbar: { title: 'Tenant', icon: 'user', items: [...tenants], dynamicTitle: true },
    },
    palette: {
      description: 'Theme palette',
      toolbar: { title: 'Palette', icon: 'paintbrush', items: [...palettes], dynamicTitle: true },
    },
  },
  initialGlobals: {
    tenant: 'consumer',
    palette: 'default',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    msw: { handlers: handlersFor() },
    a11y: { test: 'error', ...(inStoryPass && { options: { resultTypes: ['violations'] } }) },
    viewport: { options: viewports },
    chromatic: widthsOnlyModes,
    controls: { expanded: true },
    docs: { codePanel: true },
    options: {
      // The site's one hierarchy (Introduction, Storybook's first page): what it is, the theme,
      // the ui components, the product pieces made of them, the pages by product, the embeds.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing and shape', 'Breakpoints', 'Icons', 'Tenants'],
          'Components',
          'Patterns',
          'Pages',
          ['Homes', 'Hotels', 'Flights', 'Trips', 'Account', 'Portal'],
          'For partners',
          ['Start here', 'HomesBookingWidget', 'HomesBookingElement'],
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
