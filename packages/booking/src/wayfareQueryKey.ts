/**
 * The first part of every Wayfare query key. A partner page that hands its own QueryClient to a
 * Wayfare widget keeps its queries apart from ours (ARCHITECTURE.md, booking: "keys namespaced
 * under `wayfare`"), and can drop all of ours at once with `wayfareQueryKey()`.
 */
export const wayfareQueryKeyNamespace = 'wayfare';

/**
 * A query key under the Wayfare namespace: `wayfareQueryKey('homes', 'listing', stay)` is
 * `['wayfare', 'homes', 'listing', stay]`. Every query and every invalidation of ours builds its
 * key here, so none can miss the namespace; with fewer parts it is the prefix of the longer keys.
 */
export const wayfareQueryKey = <const Parts extends readonly unknown[]>(...parts: Parts) =>
  [wayfareQueryKeyNamespace, ...parts] as const;
