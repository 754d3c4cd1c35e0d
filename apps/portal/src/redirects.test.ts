import { createMemoryStorage } from '@wayfare/booking';
import { savedReturnPathStorageKey } from '@wayfare/domain';
import { describe, expect, it, vi } from 'vitest';
import { followRedirect, type RedirectContext } from './redirects';

function contextAt(pathname: string, search = '', hash = '') {
  const context = {
    location: { pathname, search, hash },
    navigate: vi.fn<(path: string) => void>(),
    leave: vi.fn<(url: string) => void>(),
    adminPortalUrl: 'https://admin.example.com/',
    storage: createMemoryStorage(),
  } satisfies RedirectContext;
  return context;
}

// spec: platform §8 "Global redirects by response code".
describe('followRedirect', () => {
  it('40105: leaves for onboarding on the admin portal, keeping utm_source only', () => {
    const context = contextAt('/vacation-rentals/', '?utm_source=mail&x=1');
    followRedirect('onboarding', context);
    expect(context.leave).toHaveBeenCalledWith(
      'https://admin.example.com/onboarding/?utm_source=mail',
    );
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['acknowledgement', '/acknowledgement/'],
    ['access-denied', '/access-denied'],
    ['access-denied-not-beta', '/access-denied-not-beta'],
  ] as const)('%s goes to %s, once', (target, path) => {
    const context = contextAt('/');
    followRedirect(target, context);
    expect(context.navigate).toHaveBeenCalledWith(path);
    const there = contextAt(path);
    followRedirect(target, there);
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it('any other 401 saves the current path and goes to login', () => {
    const context = contextAt('/vacation-rentals/shop/', '?listingId=1', '#reviews');
    followRedirect('login', context);
    expect(context.storage.getItem(savedReturnPathStorageKey)).toBe(
      '/vacation-rentals/shop/?listingId=1#reviews',
    );
    expect(context.navigate).toHaveBeenCalledWith('/login/');
  });

  it('a 401 on the login page keeps the path saved before', () => {
    const context = contextAt('/login/', '?code=x');
    context.storage.setItem(savedReturnPathStorageKey, '/trips/');
    followRedirect('login', context);
    expect(context.storage.getItem(savedReturnPathStorageKey)).toBe('/trips/');
  });
});
