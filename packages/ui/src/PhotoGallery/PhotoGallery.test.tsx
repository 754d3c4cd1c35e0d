import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './PhotoGallery.features.stories';

const { ThreePhotos, BrokenPhoto, OnePhoto } = composeStories(stories);

describe('PhotoGallery', () => {
  it('hides a photo that fails to load and reports it once', () => {
    const onImageError = fn();
    render(<BrokenPhoto onImageError={onImageError} />);
    const broken = screen.getByAltText('Lakeside Cabin with Dock, photo 2 of 10');
    const url = broken.getAttribute('src');
    fireEvent.error(broken);
    expect(onImageError).toHaveBeenCalledExactlyOnceWith(url);
    expect(screen.queryByRole('img', { name: /photo \d+ of 10/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'See all photos (9)' })).toBeInTheDocument();
    // The photo after it moved up and is now numbered among the nine.
    fireEvent.error(screen.getByAltText('Lakeside Cabin with Dock, photo 2 of 9'));
    expect(onImageError).toHaveBeenCalledTimes(2);
    expect(onImageError.mock.calls[1]?.[0]).not.toBe(url);
  });

  it('opens the modal from the button, with the keyboard too', async () => {
    const onSeeAllPhotos = fn();
    render(<ThreePhotos onSeeAllPhotos={onSeeAllPhotos} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'See all photos (3)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSeeAllPhotos).toHaveBeenCalledTimes(1);
  });

  it('loads the first photo at once and the others lazily', () => {
    render(<ThreePhotos />);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('keeps its place, with no button, when no photo is left', () => {
    const { container } = render(<OnePhoto />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-layout="empty"]')).not.toBeNull();
  });
});
