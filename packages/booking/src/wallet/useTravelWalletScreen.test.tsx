import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { apiBasePath } from '@wayfare/domain';
import { errorAnswer, neverAnswers, type ScenarioId } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BookingProvider } from '../BookingProvider';
import { useTravelWalletScreen, type TravelWalletScreen } from './useTravelWalletScreen';

const { server, play } = mockServer();
/** The wallet paths called in this test, each request once. */
let walletCalls: string[] = [];

/** The hook against the fake backend playing a scenario, with a fresh cache; wallet calls noted. */
function renderScreen(scenario?: ScenarioId) {
  play(scenario);
  walletCalls = recordRequests(server, `*${apiBasePath}/credit/*`, ({ path }) => path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={client} tenant="consumer">
        {children}
      </BookingProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useTravelWalletScreen(), { wrapper });
}

type Ready = Extract<TravelWalletScreen, { status: 'ready' }>;
async function ready(result: { current: TravelWalletScreen }): Promise<Ready> {
  await waitFor(() => expect(result.current.status).toBe('ready'));
  return result.current as Ready;
}

// spec: platform §3 Travel wallet, §7 GET credit details / credit history, §9 experiments; STATES §17
describe('useTravelWalletScreen', () => {
  it('loads the credit, its breakdown, the offers and the credit history', async () => {
    const { result } = renderScreen();
    expect(result.current.status).toBe('loading');
    const screen = await ready(result);
    expect(screen.credits?.credit.amount).toEqual({ amount: 300, currency: 'USD' });
    expect(screen.credits?.creditBreakdown.map((entry) => entry.description)).toEqual([
      'Annual travel credit',
      'Price drop protection refund',
    ]);
    expect(screen.offers?.flatMap((offer) => offer.funnels)).toEqual([
      'Air',
      'CarRental',
      'Lodging',
      'LodgingPriceFreeze',
      'Home',
    ]);
    expect(screen.creditHistory).toHaveLength(14);
    expect(screen.isEmpty).toBe(false);
  });

  it('wallet/empty: no credits or offers', async () => {
    const screen = await ready(renderScreen('wallet/empty').result);
    expect(screen.isEmpty).toBe(true);
    expect(screen.offers).toEqual([]);
    expect(screen.creditHistory).toEqual([]);
  });

  it('wallet/credit-expired: an expired credit keeps its amount and is not empty', async () => {
    const screen = await ready(renderScreen('wallet/credit-expired').result);
    expect(screen.credits?.credit).toEqual({
      amount: { amount: 300, currency: 'USD' },
      state: 'Expired',
    });
    expect(screen.isEmpty).toBe(false);
  });

  it('experiment/wallet-credits/off: no credits; the offers remain', async () => {
    const screen = await ready(renderScreen('experiment/wallet-credits/off').result);
    expect(screen.credits).toBeUndefined();
    expect(screen.offers).toHaveLength(5);
  });

  it('experiment/travel-wallet-offers/off: no offers; the credits remain', async () => {
    const screen = await ready(renderScreen('experiment/travel-wallet-offers/off').result);
    expect(screen.offers).toBeUndefined();
    expect(screen.credits?.credit.amount.amount).toBe(300);
  });

  it('experiment/credit-history/off: no history, and it is not fetched', async () => {
    const screen = await ready(renderScreen('experiment/credit-history/off').result);
    expect(screen.creditHistory).toBeUndefined();
    expect(walletCalls).toEqual([`${apiBasePath}/credit/details`]);
  });

  it('waits for the experiments before it shows anything', async () => {
    const { result } = renderScreen('session/experiments-loading');
    expect(result.current.status).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current.status).toBe('loading');
    expect(walletCalls).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
  });

  it('stays loading while a call has not answered', async () => {
    const { result } = renderScreen();
    server.use(...neverAnswers('get', `*${apiBasePath}/credit/history`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current.status).toBe('loading');
  });

  it('fails when a call fails, and a retry asks again for what failed only', async () => {
    const { result } = renderScreen();
    server.use(...errorAnswer('get', `*${apiBasePath}/credit/details`, 500));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const failed = result.current as Extract<TravelWalletScreen, { status: 'failed' }>;
    expect(walletCalls.filter((path) => path.endsWith('/history'))).toHaveLength(1);

    play();
    act(() => failed.retry());
    const screen = await ready(result);
    expect(screen.offers).toHaveLength(5);
    expect(walletCalls.filter((path) => path.endsWith('/history'))).toHaveLength(1);
  });
});
