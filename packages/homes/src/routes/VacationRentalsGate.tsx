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

/** What the module shows while its experiment, or a page's code, loads. */
export function VacationRentalsLoading() {
  return <PageLoading label="Loading vacation rentals" />;
}
