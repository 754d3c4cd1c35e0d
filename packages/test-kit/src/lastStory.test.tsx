import { composeStory } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { unmountTheLastStory } from './lastStory';

const unmounted = fn();

function Greeting() {
  useEffect(() => unmounted, []);
  return <h1>Still here</h1>;
}

const Story = composeStory({ render: () => <Greeting /> }, { title: 'Greeting' });

describe('unmountTheLastStory', () => {
  it('unmounts the story a run left mounted, and takes its canvas out of the page', async () => {
    await Story.run();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    await unmountTheLastStory();
    expect(unmounted).toHaveBeenCalledOnce();
    expect(document.body).toBeEmptyDOMElement();
  });
});
