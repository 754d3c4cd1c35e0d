import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The preview (vitest.setup.jsdom.ts loads it) calls printMarkupOnlyWhenAQueryGivesUp.
describe('a query that finds nothing', () => {
  it('throws its message alone while waitFor tries again, and the markup when it gives up', async () => {
    render(<p>Where to next?</p>);
    const tries: string[] = [];
    const givenUp = waitFor(
      () => {
        try {
          screen.getByText('Never shown');
        } catch (error) {
          tries.push((error as Error).message);
          throw error;
        }
      },
      { timeout: 150, interval: 20 },
    );
    await expect(givenUp).rejects.toThrow(
      /Unable to find an element with the text: Never shown[\s\S]*Where to next\?/,
    );
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.every((message) => !message.includes('Where to next?'))).toBe(true);
  });

  it('shows the markup when getBy fails outright', () => {
    render(<p>Where to next?</p>);
    expect(() => screen.getByText('Never shown')).toThrow(/Ignored nodes[\s\S]*Where to next\?/);
  });
});
