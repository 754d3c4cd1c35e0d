import { routePaths } from './routePaths';

/**
 * A browser drops tabs, line breaks and other control characters from an address and reads a
 * backslash as "/", so "/\evil.example" or "/\t/evil.example" would become "//evil.example", a
 * link to another host.
 */
function hasUnsafeCharacter(path: string): boolean {
  return Array.from(path).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\';
  });
}

function isSameOriginPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !hasUnsafeCharacter(path);
}

/**
 * Where to go after login (spec: platform §4 "Unauthorized (401) responses save the current path"):
 * the saved path only when it stays on the portal, otherwise home. A path ("/trips/?x=1") or a full
 * address on the portal's own origin is kept; another host ("//evil.example",
 * "https://evil.example", "https://portal.example.evil.example"), another scheme ("javascript:…")
 * and backslash or control-character tricks give "/".
 */
export function safeReturnPath(savedPath: string | null | undefined, portalOrigin: string): string {
  if (!savedPath) return routePaths.home;
  const origin = portalOrigin.trim().replace(/\/+$/, '').toLowerCase();
  const onOrigin =
    origin !== '' && savedPath.slice(0, origin.length).toLowerCase() === origin
      ? savedPath.slice(origin.length)
      : savedPath;
  // A full address on the portal's origin keeps its path; a bare origin means home.
  const path = onOrigin === '' ? routePaths.home : onOrigin;
  return isSameOriginPath(path) ? path : routePaths.home;
}

/**
 * Where the portal keeps the path a 401 interrupted, until login (spec: platform §4 "save the
 * current path"); the key is ours. Browser session storage: it belongs to this tab's visit.
 */
export const savedReturnPathStorageKey = 'wayfare.returnPath';
