import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { BookingScope, homesCheckoutProduct, useListing } from '@wayfare/booking';
import { browserAssign, ProductCheckout, type CheckoutPageProps } from '@wayfare/checkout';
import { checkoutWithoutListingPath, landingPath } from '@wayfare/domain';
import { Navigate, useNavigate } from 'react-router-dom';
import { ListingErrorModalOnDemand } from '../listing/ListingErrorModalOnDemand';
import { useWidgetHost } from '../widget/widgetHost';
import { useCheckoutPageQuery } from './useCheckoutPageQuery';
import { useHomesCheckoutSetup, type HomesCheckoutSetupInput } from './useHomesCheckoutSetup';

/**
 * The vacation-rental checkout (spec: platform §2 /vacation-rentals/book/): back to the shop
 * without a listing; otherwise the listing loads, then one checkout (a BookingScope of vacation
 * rentals over the stay of the address) in the desktop or, below 960 px, the mobile layout.
 */
export function CheckoutPage({
  assignLocation = browserAssign,
  pollDelaysMs,
}: CheckoutPageProps = {}) {
  const { query, trip, isAgentMode } = useCheckoutPageQuery();
  const navigate = useNavigate();
  const listing = useListing(trip?.stay);
  const { checkoutStorage } = useWidgetHost();
  // spec: platform §2 "If no listing is selected, checkout goes back to the shop."
  if (trip === undefined) return <Navigate to={checkoutWithoutListingPath(query)} replace />;
  if (listing.isError || listing.data?.status === 'failure')
    return <ListingErrorModalOnDemand open onReturn={() => void navigate(landingPath)} />;
  if (listing.data?.status !== 'listing')
    return (
      // The checkout is longer than a screen: a screen's height meanwhile keeps the footer below
      // the fold, not pushed down when the checkout comes (layout shift).
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          gridTemplateRows: '320px',
          minHeight: '100vh',
        }}
      >
        <CircularProgress aria-label="Loading your trip" />
      </Box>
    );
  return (
    <BookingScope
      product={homesCheckoutProduct}
      trip={trip}
      isAgentMode={isAgentMode}
      storage={checkoutStorage}
    >
      <HomesCheckout
        listing={listing.data.listing}
        query={query}
        assignLocation={assignLocation}
        pollDelaysMs={pollDelaysMs}
      />
    </BookingScope>
  );
}

/** The checkout screen over the listing, inside the checkout's scope. */
function HomesCheckout(props: HomesCheckoutSetupInput) {
  return <ProductCheckout setup={useHomesCheckoutSetup(props)} />;
}
