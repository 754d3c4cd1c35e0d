import { landingPath, routePaths } from './routePaths';

/** The vacation-rental module's own pages (spec: platform §2 route table). */
export const vacationRentalPaths = [
  routePaths.vacationRentals,
  routePaths.vacationRentalShop,
  routePaths.vacationRentalBook,
  routePaths.vacationRentalConfirm,
] as const;
export type VacationRentalPath = (typeof vacationRentalPaths)[number];

const moduleRoot = routePaths.vacationRentals.slice(0, -1);

/**
 * The path alone, lower-cased (the router matches paths without regard to case), with a trailing
 * slash so "/vacation-rentals/shop" and "/vacation-rentals/shop/" are the same page.
 */
function normalisedPath(pathname: string): string {
  const end = pathname.search(/[?#]/);
  const path = (end === -1 ? pathname : pathname.slice(0, end)).toLowerCase();
  return path.endsWith('/') ? path : `${path}/`;
}

/** Whether a path lies inside the vacation-rental module, known page or not. */
export function isVacationRentalModulePath(pathname: string): boolean {
  return normalisedPath(pathname).startsWith(`${moduleRoot}/`);
}

/** Whether a path is one of the module's pages. */
export function isKnownVacationRentalPath(pathname: string): boolean {
  return (vacationRentalPaths as readonly string[]).includes(normalisedPath(pathname));
}

/**
 * Where a path in the module must go instead, or undefined to stay. spec: platform §2 "Any other
 * path inside the vacation-rental module redirects to the landing path"; platform §1 "The module
 * is reachable only when an experiment flag says vacation rentals are available; otherwise the user
 * goes to the default landing path."
 */
export function vacationRentalRedirectPath(
  pathname: string,
  context: { readonly vacationRentalsAvailable: boolean },
): string | undefined {
  if (!isVacationRentalModulePath(pathname)) return undefined;
  if (!context.vacationRentalsAvailable || !isKnownVacationRentalPath(pathname)) return landingPath;
  return undefined;
}
