import { useExperiment } from '@wayfare/booking';
import { vacationRentalRedirectPath } from '@wayfare/domain';
import { PageLoading } from '@wayfare/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/**
 * The vacation-rental module's door: spec: platform §1 "reachable only when an experiment flag says
 * vacation rentals are available; otherwise the user goes to the default landing path", §2 "Any
 * other path inside the vacation-rental module redirects to the landing path."
 */
export function VacationRentalsGate() {
  const status = useExperiment('vacation-rentals');
  const { pathname } = useLocation();
  if (status === 'loading') return <VacationRentalsLoading />;
  const redirect = vacationRentalRedirectPath(pathname, {
    vacationRentalsAvailable: status === 'on',
  });
  return redirect === undefined ? <Outlet /> : <Navigate to={redirect} replace />;
}

/**
 * What the module shows while its experiment, or a page's code, loads. The search results, the
 * listing and the checkout are longer than a screen, at both widths: the loading state holds a
 * screen's height so the footer is not pushed down when the page comes.
 */
export function VacationRentalsLoading() {
  return <PageLoading label="Loading vacation rentals" holdsScreen />;
}
