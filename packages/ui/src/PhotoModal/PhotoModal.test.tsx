import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { partlyTaggedPhotos } from '../PhotoGallery/storyPhotos';
import * as stories from './PhotoModal.features.stories';

const { Categorized, ExperimentOff } = composeStories(stories);

const groupHeadings = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('PhotoModal', () => {
  it('shows the photo groups in the order of the spec', async () => {
    render(<Categorized />);
    await screen.findByRole('dialog', { name: 'Photos of Lakeside Cabin with Dock' });
    expect(groupHeadings()).toEqual([
      'Living Area',
      'Kitchen',
      'Dining Area',
      'Bedroom',
      'Bathroom',
      'Exterior',
      'Additional Photos',
    ]);
    const bedroom = screen.getByRole('region', { name: 'Bedroom' });
    expect(within(bedroom).getAllByRole('img')).toHaveLength(2);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = fn();
    render(<Categorized open={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'See all photos (10)' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'See all photos (10)' })).toHaveFocus();
  });

  it('closes from its close button, focus back on the button', async () => {
    render(<Categorized open={false} />);
    const trigger = screen.getByRole('button', { name: 'See all photos (10)' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  // spec: platform §9 "categorized gallery needs at least 70% tagged"
  it.each([
    [69, []],
    [
      70,
      [
        'Living Area',
        'Kitchen',
        'Dining Area',
        'Bedroom',
        'Bathroom',
        'Exterior',
        'Additional Photos',
      ],
    ],
  ])('with %d%% of photos tagged shows groups %j', async (tagged, headings) => {
    render(<Categorized photos={partlyTaggedPhotos(100, tagged)} />);
    await screen.findByRole('dialog');
    expect(groupHeadings()).toEqual(headings);
    expect(screen.getAllByRole('img')).toHaveLength(100);
  });

  it('is one plain list when the experiment is off, however well tagged', async () => {
    render(<ExperimentOff />);
    await screen.findByRole('dialog');
    expect(groupHeadings()).toEqual([]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
