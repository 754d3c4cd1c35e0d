import { act, renderHook, waitFor } from '@testing-library/react';
import { purchasePaths, type ScenarioId } from '@wayfare/mocks';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from './testing/checkoutServer';
import { checkoutWrapper } from './testing/checkoutWrapper';
import { recordBodies } from './testing/recordRequests';
import { bookWithCard, saveAndContinue } from './testing/renderCheckout';
import { useOutOfPolicy } from './useOutOfPolicy';
import { usePolicyTier } from './usePolicyTier';

const { server, play, checkoutFor } = checkoutServer();

const corporate = { tenant: 'corporate' } as const;

/** useOutOfPolicy over a scenario, once the tier and the listing's nightly price are known. */
async function renderOutOfPolicy(scenario: ScenarioId) {
  play(scenario);
  const rendered = renderHook(() => ({ tier: usePolicyTier(), outOfPolicy: useOutOfPolicy() }), {
    wrapper: checkoutWrapper(corporate).wrapper,
  });
  await waitFor(() => expect(rendered.result.current.outOfPolicy.approval).toBeDefined());
  return rendered;
}

/** useCheckout on the corporate tenant, quoted, with the tier loaded. */
async function quotedCorporate(scenario: ScenarioId) {
  const rendered = await checkoutFor(scenario, corporate);
  await waitFor(() => expect(rendered.result.current.outOfPolicy.approval).toBeDefined());
  await saveAndContinue(rendered);
  expect(rendered.result.current.quote.status).toBe('success');
  return rendered;
}

describe('usePolicyTier (spec: platform §3 Policy tier)', () => {
  it('asks for nothing on the consumer tenant', async () => {
    play('checkout/corporate/out-of-policy');
    const { result } = renderHook(usePolicyTier, { wrapper: checkoutWrapper().wrapper });
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    expect(result.current.data).toBeUndefined();
  });

  it('reads the tier on the corporate tenant', async () => {
    const { result } = await renderOutOfPolicy('checkout/corporate/out-of-policy');
    expect(result.current.tier.data?.hotels.policies[0]?.maxPricePerNight).toBe(150);
  });
});

// STATES §11 checkout/corporate/*; spec: platform §3, §5, §6
describe('useOutOfPolicy', () => {
  it.each([
    ['checkout/corporate/out-of-policy', { isOutOfPolicy: true, approval: 'auto' }],
    ['checkout/corporate/policy-inactive', { isOutOfPolicy: false, approval: 'auto' }],
    ['checkout/corporate/approval-required', { isOutOfPolicy: false, approval: '24hr_review' }],
    ['checkout/corporate/auto-approval', { isOutOfPolicy: false, approval: 'auto' }],
  ] as const)('%s: %o', async (scenario, expected) => {
    const { result } = await renderOutOfPolicy(scenario);
    expect(result.current.outOfPolicy).toMatchObject({
      ...expected,
      reason: '',
      isReasonMissing: expected.isOutOfPolicy,
    });
  });

  it('checkout/corporate/out-of-policy: a reason, not blank, is what the booking needs', async () => {
    const { result } = await renderOutOfPolicy('checkout/corporate/out-of-policy');
    act(() => result.current.outOfPolicy.setReason('   '));
    expect(result.current.outOfPolicy.isReasonMissing).toBe(true);
    act(() => result.current.outOfPolicy.setReason('Client meeting next door'));
    expect(result.current.outOfPolicy).toMatchObject({
      reason: 'Client meeting next door',
      isReasonMissing: false,
    });
  });

  it('consumer tenant: no policy, no approval, nothing out of policy', async () => {
    const { result } = await checkoutFor('checkout/corporate/out-of-policy');
    expect(result.current.outOfPolicy).toMatchObject({
      isOutOfPolicy: false,
      approval: undefined,
      isReasonMissing: false,
    });
  });
});

describe('useCheckout with the corporate policy (spec: platform §4 Fulfil)', () => {
  it('checkout/corporate/out-of-policy: a missing reason blocks the booking; the reason goes with it', async () => {
    const rendered = await quotedCorporate('checkout/corporate/out-of-policy');
    const bodies = recordBodies(server, purchasePaths.fulfilSchedule);
    await bookWithCard(rendered);
    const { result } = rendered;
    expect(result.current.blockers).toEqual(['out-of-policy-reason-missing']);
    expect(result.current.canBook).toBe(false);
    expect(result.current.fulfil.status).toBe('idle');
    expect(bodies).toEqual([]);

    act(() => result.current.outOfPolicy.setReason(' Client meeting next door '));
    await waitFor(() => expect(result.current.canBook).toBe(true));
    await act(async () => {
      await result.current.book();
    });
    expect(result.current.fulfil.status).toBe('success');
    expect(bodies).toEqual([
      expect.objectContaining({ corporateOutOfPolicyReason: 'Client meeting next door' }),
    ]);
  });

  it.each([
    'checkout/corporate/policy-inactive',
    'checkout/corporate/approval-required',
    'checkout/corporate/auto-approval',
  ] as const)('%s: within policy, books without a reason and sends none', async (scenario) => {
    const rendered = await quotedCorporate(scenario);
    // A reason kept from before is not sent for a stay within policy.
    act(() => rendered.result.current.outOfPolicy.setReason('Left over'));
    const bodies = recordBodies(server, purchasePaths.fulfilSchedule);
    await bookWithCard(rendered);
    expect(rendered.result.current.fulfil.status).toBe('success');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('corporateOutOfPolicyReason');
  });
});
