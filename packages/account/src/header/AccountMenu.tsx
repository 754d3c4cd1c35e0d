import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import { useExperiment } from '@wayfare/booking';
import { routePaths, unlistedRoutePaths } from '@wayfare/domain';
import { usePopupOnDemand } from '@wayfare/ui';
import { lazy, Suspense, useId } from 'react';

// Every page shows the button; its menu (MUI's Menu, Popover, Modal and focus trap) loads when the
// pointer or the focus comes to the button, at the latest when it opens.
const loadLinks = () => import('./AccountMenuLinks');
const AccountMenuLinks = lazy(async () => ({ default: (await loadLinks()).AccountMenuLinks }));

/** The account button's look: its icons, its label (given way on a phone), its spacing. */
const accountButtonLook = {
  color: 'inherit',
  startIcon: <AccountCircleRounded aria-hidden />,
  endIcon: <ExpandMoreRounded aria-hidden />,
  sx: {
    textTransform: 'none',
    minWidth: 0,
    whiteSpace: 'nowrap',
    // On a phone the icon says it: the header has room for little else.
    '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
  },
  children: (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      My account
    </Box>
  ),
} as const;

/**
 * The account button while the session loads: a skeleton of the button's very size (the button
 * inside it hidden), so the header's items do not move when the button comes.
 */
export function AccountMenuSkeleton() {
  return (
    <Skeleton
      variant="rounded"
      aria-hidden
      // On the app bar: the bar's own text colour, faint; a flex box, so no line box around the button.
      sx={(theme) => ({
        display: 'flex',
        bgcolor: alpha(theme.palette.primary.contrastText, 0.24),
      })}
    >
      <Button {...accountButtonLook} tabIndex={-1} />
    </Skeleton>
  );
}

/** The account screens a signed-in user can open; favorites only with the wishlists experiment. */
export function AccountMenu() {
  const menu = usePopupOnDemand<HTMLElement>();
  const wishlistsOn = useExperiment('wishlists') === 'on';
  const buttonId = useId();
  const menuId = useId();
  const links = [
    { to: unlistedRoutePaths.trips, label: 'My Trips' },
    ...(wishlistsOn ? [{ to: routePaths.favorites, label: 'Favorites' }] : []),
    { to: unlistedRoutePaths.travelers, label: 'Travelers' },
    { to: unlistedRoutePaths.paymentMethods, label: 'Payment methods' },
    { to: unlistedRoutePaths.travelWallet, label: 'Travel wallet' },
  ];
  return (
    <>
      <Button
        {...accountButtonLook}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        aria-label="My account"
        onPointerEnter={() => void loadLinks()}
        onFocus={() => void loadLinks()}
        onClick={(event) => menu.openAt(event.currentTarget)}
      />
      {menu.mounted && (
        <Suspense fallback={null}>
          <AccountMenuLinks
            id={menuId}
            anchor={menu.anchor}
            buttonId={buttonId}
            links={links}
            onClose={menu.close}
          />
        </Suspense>
      )}
    </>
  );
}
