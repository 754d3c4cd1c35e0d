import { act, renderHook, waitFor } from '@testing-library/react';
import { selectedAccountStorageKey } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../checkout/choicesStorage';
import { checkoutServer } from '../checkout/testing/checkoutServer';
import { checkoutWrapper } from '../checkout/testing/checkoutWrapper';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { useHeaderRewards } from './useHeaderRewards';
import { useLoginCode } from './useLoginCode';

const { play } = checkoutServer();

function renderHeaderRewards(options: Parameters<typeof checkoutWrapper>[0] = {}) {
  const storage = options.accountStorage ?? createMemoryStorage();
  const { wrapper } = checkoutWrapper({ ...options, scoped: false });
  return { storage, ...renderHook(() => useHeaderRewards(storage), { wrapper }) };
}

describe('useHeaderRewards', () => {
  it('rewards/mixed-roles: offers every account, first selected; a choice is kept under referenceId', async () => {
    play('rewards/mixed-roles');
    const { result, storage } = renderHeaderRewards();
    await waitFor(() => expect(result.current.accounts).toHaveLength(4));
    expect(result.current.selected?.customerAccountRole).toBe('Primary');
    const other = result.current.accounts[1]?.accountReferenceId ?? '';
    act(() => result.current.choose(other));
    expect(result.current.selected?.accountReferenceId).toBe(other);
    expect(storage.getItem(selectedAccountStorageKey)).toBe(other);
  });

  it('preselects the account stored under referenceId', async () => {
    play('rewards/mixed-roles');
    const storage = createMemoryStorage({
      [selectedAccountStorageKey]: 'account-venture-authorized',
    });
    const { result } = renderHeaderRewards({ accountStorage: storage });
    await waitFor(() => expect(result.current.accounts).toHaveLength(4));
    expect(result.current.selected?.customerAccountRole).toBe('Authorized User');
  });

  it('rewards/business-accounts: the corporate tenant offers the eligible business accounts only', async () => {
    play('rewards/business-accounts');
    const { result } = renderHeaderRewards({ tenant: 'corporate' });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    // The happy-path session is a consumer one: no business selected, so names decide.
    expect(result.current.accounts.map((account) => account.lastFour)).toEqual(['9090', '6060']);
  });

  it('session/logged-out: loads no accounts', async () => {
    play('session/logged-out');
    const { wrapper } = checkoutWrapper({ scoped: false });
    const { result } = renderHook(
      () => ({ rewards: useHeaderRewards(), session: useSessionInfo() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true));
    expect(result.current.rewards.isPending).toBe(false);
    expect(result.current.rewards.accounts).toEqual([]);
  });
});

describe('useLoginCode', () => {
  it('opens the session the code answers with', async () => {
    play('session/logged-out');
    const { wrapper } = checkoutWrapper({ scoped: false });
    const { result } = renderHook(() => ({ login: useLoginCode(), session: useSessionInfo() }), {
      wrapper,
    });
    // Signed out first: the session has answered, without a token.
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true));
    expect(result.current.session.data?.csrfToken).toBeUndefined();
    play('session/corporate-no-admin');
    await act(() => result.current.login.mutateAsync('code-1'));
    await waitFor(() =>
      expect(result.current.session.data?.corporateInfo?.permissions.canViewAdmin).toBe(false),
    );
  });

  it('session/login-code-failed: the post fails', async () => {
    play('session/login-code-failed');
    const { wrapper } = checkoutWrapper({ scoped: false });
    const { result } = renderHook(() => useLoginCode(), { wrapper });
    await act(() => result.current.mutateAsync('code-1').catch(() => undefined));
    // The mutation's observer tells React in a later task (TanStack's notify scheduler), which a
    // busy machine can put after act's end.
    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});
