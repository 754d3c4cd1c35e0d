import { replaceEqualDeep } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * `value`, keeping each part that equals the last render's: a query read again from a new address
 * keeps the filters a sort did not change, so what is memoized on them (a page's filters panel)
 * is not drawn again. Structural sharing, as TanStack Query does it for answers. `value` must be
 * memoized on its input: a part that is never equal (a date object made at each render) would
 * otherwise be stored at every render.
 */
export function useSharedParts<Value>(value: Value): Value {
  const [shared, setShared] = useState(value);
  const next = replaceEqualDeep(shared, value);
  // Kept for the next render as React stores what a render learns of the one before.
  if (next !== shared) setShared(next);
  return next;
}
