import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { routeErrorKinds } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './RouteErrorPage.features.stories';

const { PageNotLoadedDesktop, PageNotFoundDesktop, PageFailedMobile } = composeStories(stories);

describe('RouteErrorPage', () => {
  it('offers reloading when the page did not load, and reports the press', async () => {
    const onReload = fn();
    render(<PageNotLoadedDesktop onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it.each(routeErrorKinds)(
    '%s: a page heading and the way home; a reload only where it fixes the page',
    (kind) => {
      render(<PageFailedMobile kind={kind} />);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.queryAllByRole('button', { name: 'Reload the page' })).toHaveLength(
        kind === 'page-not-loaded' ? 1 : 0,
      );
    },
  );

  it('leads home to the address it is given', () => {
    render(<PageFailedMobile homeHref="https://portal.example/" />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      'https://portal.example/',
    );
  });

  it('is a region named by its title, the page heading, exposing its kind', () => {
    render(<PageNotFoundDesktop />);
    const region = screen.getByRole('region', { name: "We can't find that page" });
    expect(region).toHaveAttribute('data-kind', 'page-not-found');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We can't find that page");
  });
});
