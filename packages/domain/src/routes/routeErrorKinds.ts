/**
 * Why a route shows its error page instead of its own (ours: the spec shows no such page): its
 * code did not arrive (a dropped connection, or a new version published since the page was
 * opened: a reload fixes it), the address has no page, or the page failed. The router glue of
 * @wayfare/booking decides the kind; the page of @wayfare/ui words it.
 */
export const routeErrorKinds = ['page-not-loaded', 'page-not-found', 'page-failed'] as const;

export type RouteErrorKind = (typeof routeErrorKinds)[number];
