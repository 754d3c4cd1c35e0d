import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAddressChanges } from './useAddressChanges';

interface Refinement {
  readonly sort?: string;
  readonly stops?: string;
}

const addressOf = ({ sort, stops }: Refinement) =>
  `/shop/?${new URLSearchParams({ ...(sort && { sort }), ...(stops && { stops }) }).toString()}`;

/** A page showing `shown`, whose address changes are recorded, not drawn. */
function page(shown: Refinement) {
  const visited: string[] = [];
  const go = (address: string) => void visited.push(address);
  const hook = renderHook(
    ({ query }: { query: Refinement }) => useAddressChanges(query, addressOf, go),
    {
      initialProps: { query: shown },
    },
  );
  return { visited, ...hook };
}

describe('useAddressChanges', () => {
  it('makes a change to the query shown', () => {
    const { visited, result } = page({ sort: 'best' });
    result.current[0]((query) => ({ ...query, stops: 'none' }));
    expect(visited).toEqual(['/shop/?sort=best&stops=none']);
  });

  it('keeps a sort when a filter is ticked before the sorted address is drawn', () => {
    const { visited, result } = page({});
    result.current[0]((query) => ({ ...query, sort: 'price' }));
    result.current[0]((query) => ({ ...query, stops: 'none' }));
    expect(visited).toEqual(['/shop/?sort=price', '/shop/?sort=price&stops=none']);
  });

  it('builds on the last change while the page draws the ones before it', () => {
    const { visited, result, rerender } = page({});
    result.current[0]((query) => ({ ...query, sort: 'price' }));
    result.current[0]((query) => ({ ...query, stops: 'none' }));
    rerender({ query: { sort: 'price' } });
    result.current[0]((query) => ({ ...query, sort: 'duration' }));
    expect(visited.at(-1)).toBe('/shop/?sort=duration&stops=none');
  });

  it('takes an address changed another way (Back, a link) as it is', () => {
    const { visited, result, rerender } = page({});
    result.current[0]((query) => ({ ...query, sort: 'price' }));
    rerender({ query: { stops: 'one' } });
    result.current[0]((query) => ({ ...query, sort: 'duration' }));
    expect(visited.at(-1)).toBe('/shop/?sort=duration&stops=one');
  });

  it('gives the query as last asked for while the page has not drawn it, for leaving the page', () => {
    const { result, rerender } = page({ sort: 'best' });
    result.current[0]((query) => ({ ...query, stops: 'none' }));
    const [, latest] = result.current;
    expect(latest()).toEqual({ sort: 'best', stops: 'none' });
    rerender({ query: { sort: 'best', stops: 'none' } });
    expect(result.current[1]()).toEqual({ sort: 'best', stops: 'none' });
    rerender({ query: { sort: 'price' } });
    expect(result.current[1]()).toEqual({ sort: 'price' });
  });

  it('once the page shows the last change, makes the next one to what it shows', () => {
    const { visited, result, rerender } = page({});
    result.current[0]((query) => ({ ...query, sort: 'price' }));
    rerender({ query: { sort: 'price' } });
    rerender({ query: {} });
    result.current[0]((query) => ({ ...query, stops: 'none' }));
    expect(visited.at(-1)).toBe('/shop/?stops=none');
  });

  it('keeps the change and the latest query the same functions from one address to the next', () => {
    const { result, rerender } = page({});
    const [change, latest] = result.current;
    rerender({ query: { sort: 'price' } });
    expect(result.current[0]).toBe(change);
    expect(result.current[1]).toBe(latest);
    expect(latest()).toEqual({ sort: 'price' });
  });
});
