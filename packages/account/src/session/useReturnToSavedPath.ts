import { defaultSessionStorage, type StringStorage } from '@wayfare/booking';
import { safeReturnPath, savedReturnPathStorageKey } from '@wayfare/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes back to the path a 401 saved, once: only when it stays on the portal, otherwise home (spec:
 * platform §4, §8; an address saved as "//evil.example" or "javascript:…" never leaves the portal).
 */
export function useReturnToSavedPath(storage: StringStorage = defaultSessionStorage()) {
  const navigate = useNavigate();
  return useCallback(() => {
    const saved = storage.getItem(savedReturnPathStorageKey);
    storage.removeItem(savedReturnPathStorageKey);
    void navigate(safeReturnPath(saved, window.location.origin), { replace: true });
  }, [navigate, storage]);
}
