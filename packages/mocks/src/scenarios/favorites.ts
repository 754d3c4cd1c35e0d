import { wishlistCalls, type WishlistCall } from '@wayfare/domain';
import { defaultWishlists, noWishlists } from '../fixtures/wishlists/wishlists';
import { wishlistCallPath, wishlistsHandlers } from '../handlers/wishlists';
import { neverAnswers, type Scenario } from './scenario';

const method = (call: WishlistCall) => (wishlistCalls[call].method === 'PUT' ? 'put' : 'post');

/** STATES §18 Favorites (/favorites/). */
export const favoritesScenarios = {
  'favorites/list': {
    description: 'Wishlists and saved homes, list view',
    handlers: { wishlists: wishlistsHandlers(defaultWishlists) },
  },
  'favorites/empty': {
    description: 'No wishlists',
    handlers: { wishlists: wishlistsHandlers(noWishlists) },
  },
  'favorites/loading': {
    description: 'Favorites loading',
    // The reads never answer; the writes still would, were the page to offer any.
    handlers: {
      wishlists: [
        ...neverAnswers(method('getAll'), wishlistCallPath('getAll')),
        ...neverAnswers(method('getAllItemsByUser'), wishlistCallPath('getAllItemsByUser')),
        ...neverAnswers(method('get'), wishlistCallPath('get')),
        ...wishlistsHandlers(defaultWishlists),
      ],
    },
  },
} satisfies Record<`favorites/${string}`, Scenario>;
