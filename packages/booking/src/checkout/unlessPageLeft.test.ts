import { describe, expect, it } from 'vitest';
import { PageLeftError, unlessPageLeft } from './unlessPageLeft';

const hidePage = (persisted: boolean) =>
  window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));

/** A call the browser cuts short as the page goes: it fails, and `pagehide` follows. */
const cutShortAsThePageGoes = (persisted: boolean) => () => {
  const failure = Promise.reject(new TypeError('Failed to fetch'));
  queueMicrotask(() => hidePage(persisted));
  return failure;
};

describe('unlessPageLeft', () => {
  it('answers what the call answers', async () => {
    await expect(unlessPageLeft(() => Promise.resolve('booked'))).resolves.toBe('booked');
  });

  it('a failure on a page that stays is the call’s own', async () => {
    await expect(
      unlessPageLeft(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch');
  });

  it('a failure as the page is left says so, with the failure as its cause', async () => {
    const left = unlessPageLeft(cutShortAsThePageGoes(false));
    await expect(left).rejects.toBeInstanceOf(PageLeftError);
    await expect(left).rejects.toHaveProperty('cause', new TypeError('Failed to fetch'));
  });

  it('a page kept for Back is not left: its failure is the call’s own', async () => {
    await expect(unlessPageLeft(cutShortAsThePageGoes(true))).rejects.toBeInstanceOf(TypeError);
  });
});
