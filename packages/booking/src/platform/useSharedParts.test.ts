import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSharedParts } from './useSharedParts';

interface ShopQuery {
  readonly sortKey: string;
  readonly filters: { readonly stops: string; readonly airlines: readonly string[] };
}

const query = (sortKey: string, stops: string): ShopQuery => ({
  sortKey,
  filters: { stops, airlines: ['AC', 'WS'] },
});

function sharing(first: ShopQuery) {
  return renderHook(({ value }: { value: ShopQuery }) => useSharedParts(value), {
    initialProps: { value: first },
  });
}

describe('useSharedParts', () => {
  it('keeps the parts a change left equal', () => {
    const { result, rerender } = sharing(query('fareScore', 'any'));
    const before = result.current;
    rerender({ value: query('price', 'any') });
    expect(result.current.sortKey).toBe('price');
    expect(result.current.filters).toBe(before.filters);
  });

  it('gives the new part where a change made one', () => {
    const { result, rerender } = sharing(query('price', 'any'));
    const before = result.current;
    rerender({ value: query('price', 'none') });
    expect(result.current.filters).toEqual({ stops: 'none', airlines: ['AC', 'WS'] });
    expect(result.current.filters.airlines).toBe(before.filters.airlines);
  });

  it('keeps the whole value when nothing changed', () => {
    const { result, rerender } = sharing(query('price', 'any'));
    const before = result.current;
    rerender({ value: query('price', 'any') });
    expect(result.current).toBe(before);
  });
});
