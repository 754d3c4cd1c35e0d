import { describe, expect, it, vi } from 'vitest';
import { codeOnDemand } from './codeOnDemand';

describe('codeOnDemand', () => {
  it('loads once for every caller, and gives the code once it has arrived', async () => {
    const importCode = vi.fn(() => Promise.resolve('the code'));
    const code = codeOnDemand(importCode);
    expect(code.loaded()).toBeUndefined();
    await expect(Promise.all([code.load(), code.load()])).resolves.toEqual([
      'the code',
      'the code',
    ]);
    expect(importCode).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('the code');
  });

  it('tries again after a failed load', async () => {
    const importCode = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('the code');
    const code = codeOnDemand(importCode);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe('the code');
    expect(importCode).toHaveBeenCalledTimes(2);
  });
});
