import { RouterLinkBehavior } from '@wayfare/booking';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landingPath, parseFavoritesQuery, wishlistPath } from '@wayfare/domain';
import { DeleteWishlistDialog, WishlistList, WishlistNameDialog } from '@wayfare/ui';
import { useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { CurrentWishlist } from './CurrentWishlist';
import { FavoritesMessage } from './FavoritesMessage';
import { favoritesTexts } from './favoritesTexts';

import { useFavoritesPage } from './useFavoritesPage';
import { useWishlistEditing } from './useWishlistEditing';

/**
 * Favorites (spec: platform §2 /favorites/, §7 Wishlists; STATES §18): the user's wishlists and
 * the homes saved in them, as a list or on a map; wishlists created, renamed and deleted, homes
 * removed. With the wishlists experiment off the page says favorites are unavailable (ours) and
 * asks for nothing.
 */
export function FavoritesPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { wishlistId, view = 'favorites_list' } = parseFavoritesQuery(search);
  const state = useFavoritesPage(wishlistId);
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const wishlistHeadingRef = useRef<HTMLHeadingElement>(null);
  const editing = useWishlistEditing({ page: pageHeadingRef, wishlist: wishlistHeadingRef });

  const createButton = (
    <Button variant="contained" startIcon={<AddRounded />} onClick={editing.openCreate}>
      {favoritesTexts.createWishlist}
    </Button>
  );

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <title>{favoritesTexts.documentTitle}</title>
      <Typography ref={pageHeadingRef} variant="h1" tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
        {favoritesTexts.heading}
      </Typography>
      {editing.failed && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {favoritesTexts.actionFailed}
        </Alert>
      )}
      <>
        {state.status === 'unavailable' ? (
          <FavoritesMessage
            title={favoritesTexts.unavailableTitle}
            text={favoritesTexts.unavailableText}
            action={
              <Button component={RouterLink} to={landingPath} variant="contained">
                {favoritesTexts.goHome}
              </Button>
            }
          />
        ) : state.status === 'loading' ? (
          <Box
            role="status"
            aria-label={favoritesTexts.loading}
            sx={{ display: 'grid', placeItems: 'center', py: 10 }}
          >
            <CircularProgress aria-hidden />
          </Box>
        ) : state.status === 'failed' ? (
          <FavoritesMessage
            role="alert"
            title={favoritesTexts.failedTitle}
            text={favoritesTexts.failedText}
            action={
              <Button variant="contained" onClick={state.retry}>
                {favoritesTexts.retry}
              </Button>
            }
          />
        ) : state.status === 'empty' ? (
          <FavoritesMessage
            title={favoritesTexts.emptyTitle}
            text={favoritesTexts.emptyText}
            action={createButton}
          />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Stack component="nav" aria-label={favoritesTexts.wishlists} spacing={2}>
              <Typography variant="h3" component="h2">
                {favoritesTexts.wishlists}
              </Typography>
              <WishlistList
                wishlists={state.wishlists}
                currentId={state.current.id.value}
                hrefOf={wishlistPath}
                LinkComponent={RouterLinkBehavior}
                label={favoritesTexts.wishlists}
              />
              <Box>{createButton}</Box>
            </Stack>
            <CurrentWishlist
              // Another wishlist is another section: nothing of the last one's carries over.
              key={state.current.id.value}
              wishlist={state.current}
              homes={state.homes}
              homesPending={state.homesPending}
              homeCount={
                state.wishlists.find(({ id }) => id === state.current.id.value)?.homeCount ?? 0
              }
              editing={editing}
              headingRef={wishlistHeadingRef}
              view={view}
              // The view is kept in the address (a refresh keeps it), not in history.
              onViewChange={(next) =>
                void navigate(wishlistPath(state.current.id.value, next), { replace: true })
              }
            />
          </Box>
        )}
      </>
      <WishlistNameDialog
        mode={editing.nameDialog?.mode}
        initialName={editing.nameDialog?.mode === 'rename' ? editing.nameDialog.name : ''}
        isSaving={editing.isSaving}
        onSubmit={editing.submitName}
        onCancel={editing.cancel}
        onExited={editing.restoreFocus}
      />
      <DeleteWishlistDialog
        wishlist={editing.toDelete}
        isDeleting={editing.isDeleting}
        onConfirm={editing.confirmDelete}
        onCancel={editing.cancel}
        onExited={editing.restoreFocus}
      />
    </Container>
  );
}
