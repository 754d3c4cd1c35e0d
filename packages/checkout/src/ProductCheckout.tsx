import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DesktopCheckout } from './DesktopCheckout';
import { MobileCheckout } from './MobileCheckout';
import type { ProductCheckoutSetup } from './checkoutSetup';

export interface ProductCheckoutProps<Trip, Quote, Booking> {
  readonly setup: ProductCheckoutSetup<Trip, Quote, Booking>;
}

/**
 * A product's checkout screen, inside the product's BookingScope: the desktop layout or, below
 * 960 px (spec: platform §9), the mobile one, over one checkout of the core.
 */
export function ProductCheckout<Trip, Quote, Booking>({
  setup,
}: ProductCheckoutProps<Trip, Quote, Booking>) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return isMobile ? <MobileCheckout setup={setup} /> : <DesktopCheckout setup={setup} />;
}
