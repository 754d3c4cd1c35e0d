import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isApiError, verifyPaymentMethod } from '@wayfare/api';
import { describe, expect, it } from 'vitest';
import { faultCalls, faults } from '../handlers/faults';
import { resetMockState } from '../handlers/mockState';
import { scenarioTestKit } from '../testing/scenarioTestKit';
import {
  checkoutFaultCells,
  checkoutFaultOutcomes,
  checkoutFaultScenarioId,
  checkoutFaultScenarioIds,
} from './checkoutFaults';
import { isScenarioId, scenarios } from '.';

const { api, play, scheduleStay } = scenarioTestKit();

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

describe('the checkout fault matrix', () => {
  it('has one scenario per call and fault, each in the catalogue with a description', () => {
    expect(checkoutFaultCells).toHaveLength(Object.keys(faultCalls).length * faults.length);
    expect(new Set(checkoutFaultScenarioIds).size).toBe(checkoutFaultCells.length);
    for (const id of checkoutFaultScenarioIds) {
      expect(isScenarioId(id), id).toBe(true);
      expect(scenarios[id].description, id).not.toBe('');
    }
  });

  it('keeps the ids STATES.md gives, and names the other cells checkout/fault/<call>/<fault>', () => {
    expect(checkoutFaultScenarioId('quote-schedule', 'network-error')).toBe(
      'quote/schedule-failed',
    );
    expect(checkoutFaultScenarioId('fulfil-poll', 'network-error')).toBe('fulfil/network-failure');
    expect(checkoutFaultScenarioId('payment-verify', 'malformed')).toBe(
      'checkout/fault/payment-verify/malformed',
    );
    expect(checkoutFaultScenarioIds.filter((id) => id.startsWith('checkout/fault/'))).toHaveLength(
      17,
    );
  });

  it('is documented cell by cell in the README, panel and way forward', () => {
    for (const { id } of checkoutFaultCells) expect(readme, id).toContain(`\`${id}\``);
  });

  it('says in each description what the traveller sees: the panel title, or the wait', () => {
    expect(scenarios['checkout/fault/payment-verify/network-error'].description).toMatch(
      /^"Error Adding Payment Method" with "Edit Payment Information"/,
    );
    expect(scenarios['checkout/fault/fulfil-schedule/malformed'].description).toMatch(
      /^"Something went wrong\." with "Go to My Trips"/,
    );
    expect(scenarios['checkout/fault/quote-schedule/slow'].description).toMatch(
      /^the popup "Saving travelers and checking availability" for 1.5 s/,
    );
    expect(checkoutFaultOutcomes['payment-verify'].slow).toBe('normal');
  });

  it.each(['network-error', 'server-error', 'malformed'] as const)(
    'fails the first quote schedule with %s, then answers as before, and again after a reset',
    async (fault) => {
      play(checkoutFaultScenarioId('quote-schedule', fault));
      await expect(scheduleStay()).rejects.toSatisfy((error) => isApiError(error));
      await expect(scheduleStay()).resolves.toMatch(/^quote-token-/);
      resetMockState();
      await expect(scheduleStay()).rejects.toSatisfy((error) => isApiError(error));
    },
  );

  it.each(['network-error', 'server-error', 'malformed'] as const)(
    'fails the first payments/verify with %s, then answers as before',
    async (fault) => {
      play(checkoutFaultScenarioId('payment-verify', fault));
      const verify = () =>
        verifyPaymentMethod(api, { token: 'card-token-1', accountId: 'a', isVCN: false });
      await expect(verify()).rejects.toSatisfy((error) => isApiError(error));
      // An unknown token: the happy path's own answer.
      await expect(verify()).resolves.toMatchObject({ PaymentVerifyResult: 'GenericError' });
    },
  );
});
