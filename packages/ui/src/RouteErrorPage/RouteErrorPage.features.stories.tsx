import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import type { RouteErrorKind } from '@wayfare/domain';
import type { RouteErrorPage } from './RouteErrorPage';
import defaultMeta from './RouteErrorPage.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/RouteErrorPage/Features',
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A story of one kind at one width. Its play checks the title, that "Reload the page" is offered
 * only when the page's code did not arrive (and reports the press), and where home leads.
 */
function routeError(kind: RouteErrorKind, title: string, viewport: 'desktop' | 'mobile'): Story {
  return {
    globals: viewport === 'desktop' ? desktopViewport : mobileViewport,
    args: { kind },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(canvas.getByRole('region', { name: title })).toHaveAttribute('data-kind', kind);
      await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        args.homeHref,
      );
      const reload = canvas.queryByRole('button', { name: 'Reload the page' });
      if (kind !== 'page-not-loaded') {
        await expect(reload).toBeNull();
        return;
      }
      await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
      await expect(args.onReload).toHaveBeenCalledOnce();
    },
  };
}

export const PageNotLoadedDesktop = routeError(
  'page-not-loaded',
  "This page didn't load",
  'desktop',
);
export const PageNotLoadedMobile = routeError('page-not-loaded', "This page didn't load", 'mobile');
export const PageNotFoundDesktop = routeError(
  'page-not-found',
  "We can't find that page",
  'desktop',
);
export const PageNotFoundMobile = routeError('page-not-found', "We can't find that page", 'mobile');
export const PageFailedDesktop = routeError('page-failed', 'Something went wrong', 'desktop');
export const PageFailedMobile = routeError('page-failed', 'Something went wrong', 'mobile');
