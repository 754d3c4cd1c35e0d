import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { usePortalHref } from '@wayfare/booking';
import { unlistedRoutePaths } from '@wayfare/domain';
import { bookingUnknownNotice } from './bookingUnknown';

/**
 * A booking that may have been made (its outcome is unknown): the page says so and points to the
 * trips page; Confirm and Book stays off, so nobody books twice.
 */
export function BookingUnknownAlert() {
  const portalHref = usePortalHref();
  return (
    <Alert severity="warning" role="alert">
      {bookingUnknownNotice.text}{' '}
      <Link href={portalHref(unlistedRoutePaths.trips)}>{bookingUnknownNotice.link}</Link>
    </Alert>
  );
}
