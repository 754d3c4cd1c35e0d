import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to an address in place of the page's history entry: a sort, a filter or an add-on is a
 * change of the page, so Back returns to the page before it, not to each change.
 */
export function useReplaceAddress(): (address: string) => void {
  const navigate = useNavigate();
  return useCallback((address: string) => void navigate(address, { replace: true }), [navigate]);
}
