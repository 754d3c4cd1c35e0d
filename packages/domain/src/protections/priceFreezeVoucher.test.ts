import { describe, expect, it } from 'vitest';
import {
  canExercisePriceFreeze,
  canFreezeAgain,
  canPriceFreezeVoucherBecome,
  priceFreezeExpirationDate,
  priceFreezeVoucherSchema,
  priceFreezeVoucherStatuses,
  priceFreezeVoucherStatusAt,
  type PriceFreezeVoucherStatus,
} from './priceFreezeVoucher';

const price = (value: number) => ({ fiat: { value, currencyCode: 'USD', currencySymbol: '$' } });
const pricing = { frozen: price(200), cap: price(500), savings: price(25), selling: price(225) };

// spec: products §3 "Voucher: id, pricings (nightly and total with frozen, cap, savings, selling),
// deposit, durationHours, action.expiration, state"
describe('priceFreezeVoucherSchema', () => {
  it('reads a voucher with every field of the spec', () => {
    const voucher = priceFreezeVoucherSchema.parse({
      id: 'v-1',
      type: 'HoldTheRoom',
      pricings: { nightly: pricing, total: { ...pricing, frozen: price(600) } },
      deposit: price(30),
      durationHours: 168,
      action: { expiration: '2026-07-08T15:00:00Z' },
      state: 'Valid',
    });
    expect(voucher.pricings.total.frozen).toEqual(price(600));
    expect(voucher.action.expiration).toBe('2026-07-08T15:00:00Z');
  });

  it('refuses an unknown state', () => {
    expect(() =>
      priceFreezeVoucherSchema.parse({
        id: 'v-1',
        pricings: { nightly: pricing, total: pricing },
        deposit: price(30),
        durationHours: 168,
        action: { expiration: '2026-07-08T15:00:00Z' },
        state: 'Thawed',
      }),
    ).toThrow();
  });
});

// spec: products §4 "Price freeze voucher: Valid may become Expired, Exchanged, Refunded, Exercised"
describe('canPriceFreezeVoucherBecome', () => {
  const allowed: [PriceFreezeVoucherStatus, PriceFreezeVoucherStatus][] = [
    ['Valid', 'Expired'],
    ['Valid', 'Exchanged'],
    ['Valid', 'Refunded'],
    ['Valid', 'Exercised'],
  ];
  const pairs = priceFreezeVoucherStatuses.flatMap((from) =>
    priceFreezeVoucherStatuses.map((to) => [from, to] as const),
  );
  it.each(pairs)('%s to %s', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canPriceFreezeVoucherBecome(from, to)).toBe(expected);
  });
});

const action = { expiration: '2026-07-08T15:00:00Z' };

// spec: products §4 "A purchased freeze can be exercised within its window or expires; on expiry
// the user may freeze again"; STATES §24 price-freeze/voucher-*, price-freeze/offer-refreeze
describe('priceFreezeVoucherStatusAt', () => {
  it.each<[PriceFreezeVoucherStatus, string, PriceFreezeVoucherStatus, boolean, boolean]>([
    ['Valid', '2026-07-08T14:59:59Z', 'Valid', true, false],
    ['Valid', '2026-07-08T15:00:00Z', 'Expired', false, true],
    ['Expired', '2026-07-01T00:00:00Z', 'Expired', false, true],
    ['Exercised', '2026-07-01T00:00:00Z', 'Exercised', false, false],
    ['Exchanged', '2026-07-09T00:00:00Z', 'Exchanged', false, false],
    ['Refunded', '2026-07-09T00:00:00Z', 'Refunded', false, false],
  ])('%s at %s: %s', (state, now, status, exercisable, refreezable) => {
    const at = new Date(now);
    expect(priceFreezeVoucherStatusAt({ state, action }, at)).toBe(status);
    expect(canExercisePriceFreeze({ state, action }, at)).toBe(exercisable);
    expect(canFreezeAgain({ state, action }, at)).toBe(refreezable);
  });
});

// spec: products §9 "expiration date format YYYY-MM-DD in UTC"
describe('priceFreezeExpirationDate', () => {
  it.each([
    ['2026-07-08T15:00:00Z', '2026-07-08'],
    ['2026-07-08T22:30:00-04:00', '2026-07-09'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
  ])('%s: %s', (expiration, date) => {
    expect(priceFreezeExpirationDate(expiration)).toBe(date);
  });
});
