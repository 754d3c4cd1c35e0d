import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import type { ScenarioId } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BookingProvider } from '../BookingProvider';
import { useCreateWishlist } from './useCreateWishlist';
import { useDeleteWishlist } from './useDeleteWishlist';
import { useRemoveSavedListing } from './useRemoveSavedListing';
import { useRenameWishlist } from './useRenameWishlist';
import { useSavedListingDetails } from './useSavedListingDetails';
import { useSaveListing } from './useSaveListing';
import { useSavedListings, useWishlists } from './wishlistsQuery';

const { server, play } = mockServer();

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BookingProvider
        client={client}
        tenant="consumer"
        now={() => new Date('2026-07-01T14:00:00Z')}
      >
        {children}
      </BookingProvider>
    </QueryClientProvider>
  );
}

/** The wishlist calls the hooks send, by path after /travel/wishlists/. */
const recordWishlistCalls = () =>
  recordRequests(server, '*/travel/wishlists/*', ({ path }) =>
    path.replace(/.*\/travel\/wishlists\//, ''),
  );

const useFavorites = () => ({
  wishlists: useWishlists(),
  saved: useSavedListings(),
  create: useCreateWishlist(),
  rename: useRenameWishlist(),
  remove: useDeleteWishlist(),
  save: useSaveListing(),
  unsave: useRemoveSavedListing(),
});

async function renderFavorites(scenario?: ScenarioId) {
  play(scenario);
  const rendered = renderHook(useFavorites, { wrapper });
  await waitFor(() => {
    expect(rendered.result.current.wishlists.isSuccess).toBe(true);
    expect(rendered.result.current.saved.isSuccess).toBe(true);
  });
  return rendered;
}

const names = (result: { current: ReturnType<typeof useFavorites> }) =>
  result.current.wishlists.data?.map((wishlist) => wishlist.name);

describe('wishlist hooks', () => {
  it('favorites/list: the wishlists and the listings saved in them', async () => {
    const { result } = await renderFavorites('favorites/list');
    expect(result.current.wishlists.experiment).toBe('on');
    expect(names(result)).toEqual(['Summer by the water', 'Ski weekends']);
    expect(result.current.saved.isSaved('listing-lakeside-cabin')).toBe(true);
    expect(result.current.saved.isSaved('listing-city-loft')).toBe(false);
    expect(result.current.saved.wishlistIdsOf('listing-beach-house')).toEqual([
      'wishlist-summer-by-the-water',
      'wishlist-ski-weekends',
    ]);
  });

  it('experiment/wishlists/off: no wishlist call is made, nothing is saved', async () => {
    play('experiment/wishlists/off');
    const calls = recordWishlistCalls();
    const { result } = renderHook(useFavorites, { wrapper });
    await waitFor(() => expect(result.current.saved.experiment).toBe('off'));
    expect(result.current.wishlists.fetchStatus).toBe('idle');
    expect(result.current.saved.items).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('creates, renames and deletes a wishlist, the cache following each', async () => {
    const { result } = await renderFavorites();
    let id = '';
    await act(async () => {
      id = (await result.current.create.mutateAsync('City breaks')).id.value;
    });
    await waitFor(() =>
      expect(names(result)).toEqual(['Summer by the water', 'Ski weekends', 'City breaks']),
    );
    await act(async () => {
      await result.current.rename.mutateAsync({ wishlistId: id, name: 'Weekends away' });
    });
    await waitFor(() => expect(names(result)).toContain('Weekends away'));
    await act(async () => {
      await result.current.save.mutateAsync({ listingId: 'listing-city-loft', wishlistId: id });
    });
    await waitFor(() =>
      expect(result.current.saved.wishlistIdsOf('listing-city-loft')).toEqual([id]),
    );
    await act(async () => {
      await result.current.remove.mutateAsync(id);
    });
    await waitFor(() => expect(names(result)).toEqual(['Summer by the water', 'Ski weekends']));
    // The wishlist's items went with it.
    await waitFor(() => expect(result.current.saved.isSaved('listing-city-loft')).toBe(false));
  });

  it('saves a listing, then removes it from every wishlist with one delete-all', async () => {
    const { result } = await renderFavorites();
    const calls = recordWishlistCalls();
    await act(async () => {
      await result.current.save.mutateAsync({
        listingId: 'listing-city-loft',
        wishlistId: 'wishlist-ski-weekends',
      });
    });
    // The items are asked again behind the change: on a loaded machine an answer of before the
    // change can land first, so the test waits for the state to settle.
    await waitFor(() => expect(result.current.saved.isSaved('listing-city-loft')).toBe(true));
    await act(async () => {
      await result.current.unsave.mutateAsync('listing-beach-house');
    });
    await waitFor(() => expect(result.current.saved.isSaved('listing-beach-house')).toBe(false));
    expect(calls.filter((call) => call.startsWith('wishlist-item/'))).toEqual([
      'wishlist-item/create',
      'wishlist-item/delete-all',
    ]);
  });

  it('reads each saved listing for its name, photo, place and price', async () => {
    const { result } = renderHook(
      () => useSavedListingDetails(['listing-lakeside-cabin', 'listing-mountain-chalet']),
      { wrapper },
    );
    await waitFor(() =>
      expect([...result.current.values()].every(({ status }) => status === 'success')).toBe(true),
    );
    const lakeside = result.current.get('listing-lakeside-cabin');
    expect(lakeside?.status === 'success' && lakeside.result.status).toBe('listing');
    if (lakeside?.status === 'success' && lakeside.result.status === 'listing')
      expect(lakeside.result.listing.listing.content.name).toBe(
        'Lakeside Cabin with Private Dock and Boathouse',
      );
  });
});
