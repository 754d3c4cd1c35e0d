import { describe, expect, it } from 'vitest';
import { isAccessDeniedAfterLoginCode } from './accessDenied';
import { approvalType, approvalTypes } from './approvalType';
import { eligibleBusinessAccounts, isEligibleBusinessAccount } from './businessAccounts';
import { shouldFetchUserList } from './userListAccess';

// spec: platform §6 "The policy tier decides approval (auto, or 24hr_review when approval is required)."
describe('approvalType', () => {
  it('has the two approval types', () => {
    expect(approvalTypes).toEqual(['auto', '24hr_review']);
  });
  it.each([
    [true, '24hr_review'],
    [false, 'auto'],
  ])('isApprovalRequired %s: %s', (isApprovalRequired, type) => {
    expect(approvalType({ settings: { isApprovalRequired } })).toBe(type);
  });
});

// spec: platform §6 "Eligible business accounts are those whose product name starts with Spark or contains business, or that match the selected business."
describe('isEligibleBusinessAccount', () => {
  it.each([
    ['Spark Cash Plus', 'a1', undefined, true],
    ['spark miles', 'a1', undefined, true],
    ['Venture X Business', 'a1', undefined, true],
    ['BUSINESS Card', 'a1', undefined, true],
    ['My Spark', 'a1', undefined, false],
    ['Venture X', 'a1', undefined, false],
    ['Venture X', 'a1', { accountReferenceId: 'a1' }, true],
    ['Venture X', 'a1', { accountReferenceId: 'a2' }, false],
    ['Venture X', 'a1', {}, false],
  ])('%s (%s, selected %o): %s', (productDisplayName, accountReferenceId, selected, eligible) => {
    expect(isEligibleBusinessAccount({ productDisplayName, accountReferenceId }, selected)).toBe(
      eligible,
    );
  });

  it('filters a list of accounts', () => {
    const accounts = [
      { productDisplayName: 'Quicksilver', accountReferenceId: 'q' },
      { productDisplayName: 'Spark Cash', accountReferenceId: 's' },
    ];
    expect(eligibleBusinessAccounts(accounts)).toEqual([accounts[1]]);
  });
});

// spec: platform §6 "permission canViewUsers decides whether the full user list is fetched"; "A tenant check decides how travelers are loaded"
describe('shouldFetchUserList', () => {
  const info = (canViewUsers: boolean) => ({ permissions: { canViewAdmin: false, canViewUsers } });
  it.each([
    ['corporate', info(true), true],
    ['corporate', info(false), false],
    ['corporate', undefined, false],
    ['consumer', info(true), false],
  ] as const)('%s tenant, %o: %s', (tenant, corporateInfo, fetched) => {
    expect(shouldFetchUserList(tenant, corporateInfo)).toBe(fetched);
  });
});

// spec: platform §6 "After a login-code post on the corporate tenant, users without canViewAdmin arriving from the admin portal go to /access-denied."
describe('isAccessDeniedAfterLoginCode', () => {
  it.each([
    ['corporate', false, true, true],
    ['corporate', true, true, false],
    ['corporate', false, false, false],
    ['consumer', false, true, false],
  ] as const)(
    '%s tenant, canViewAdmin %s, from admin portal %s: denied %s',
    (tenant, canViewAdmin, isFromAdminPortal, denied) => {
      expect(isAccessDeniedAfterLoginCode({ tenant, canViewAdmin, isFromAdminPortal })).toBe(
        denied,
      );
    },
  );
});
