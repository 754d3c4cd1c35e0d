import { describe, expect, it } from 'vitest';
import { wayfareQueryKey } from './wayfareQueryKey';

describe('wayfareQueryKey', () => {
  it('puts its parts under the wayfare namespace', () => {
    const stay = { listingId: 'listing-1' };
    expect(wayfareQueryKey('homes', 'listing', stay)).toEqual([
      'wayfare',
      'homes',
      'listing',
      stay,
    ]);
  });

  it('with no parts, is the prefix of every Wayfare key', () => {
    expect(wayfareQueryKey()).toEqual(['wayfare']);
  });
});
