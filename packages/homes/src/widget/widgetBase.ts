const withoutTrailingSlash = (path: string) => path.replace(/\/$/, '');

/** Whether the host's address is the widget's base path itself, with no page of the widget's in it. */
export function isAtBase(basePath: string): boolean {
  return (
    withoutTrailingSlash(window.location.pathname) === withoutTrailingSlash(basePath) &&
    window.location.search === ''
  );
}

/**
 * Under a base path the host's address holds the widget's page: at the base itself the widget
 * opens on its start, its first pages written into the host's history (Back returns to the
 * search a search started from); any other address inside it (a shared link, a reload) is kept.
 * Returns the router's basename.
 */
export function startAtBase(basePath: string, entries: readonly string[]): string {
  const base = withoutTrailingSlash(basePath);
  if (isAtBase(basePath))
    entries.forEach((path, index) => {
      const write = index === 0 ? 'replaceState' : 'pushState';
      window.history[write](window.history.state, '', `${base}${path}`);
    });
  return base;
}
