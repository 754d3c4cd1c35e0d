import { cancelFlight, getFlightCancelInfo, getTrip, getTrips } from '@wayfare/api';
import {
  flightCancellationOutcomes,
  flightCancellationPolicyTypes,
  flightCancellationResolutions,
  flightCancelFlowReducer,
  flightCancelFlowStart,
  flightCancelRequestOf,
  flightCancelRefundFormsOf,
  selfServeFlightCancelStepFor,
  type FlightCancelInfo,
  type FlightCancelRefundForm,
} from '@wayfare/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripIds } from '../fixtures/trips/tripIds';
import { scenarioTestKit } from '../testing/scenarioTestKit';
import { scenarioGroupAreas, scenarioIds, scenarios } from '.';
import {
  flightCancelScenarioFocus,
  flightCancelScenarios,
  type FlightCancelScenarioId,
} from './flightCancel';

const { api, play } = scenarioTestKit();

// The stories' frozen clock (test-kit's frozenNow): 1 July 2026, 10:00 in Toronto.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const ids = Object.keys(flightCancelScenarios) as FlightCancelScenarioId[];

/** An enumeration's value as the scenario ids spell it: TRVKOutage, trvk-outage. */
const idPart = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** Plays a scenario and asks for its focus trip's cancellation: the trip, the answer, the flow. */
async function opened(id: FlightCancelScenarioId) {
  play(id);
  const { tripId } = flightCancelScenarioFocus[id];
  const info = await getFlightCancelInfo(api, tripId);
  const flow = flightCancelFlowReducer(flightCancelFlowStart, { type: 'infoAnswered', info });
  return { tripId, info, flow };
}

const offerOf = (info: FlightCancelInfo) =>
  info.kind === 'offer' ? info.offer : expect.fail(`answered ${JSON.stringify(info)}`);

/**
 * Walks a scenario as the modal does: Continue, the refund form asked for (the first offered
 * otherwise), then the cancel call; the flow it lands on.
 */
async function cancelledIn(id: FlightCancelScenarioId, refundForm?: FlightCancelRefundForm) {
  const { tripId, flow: policy } = await opened(id);
  let flow = flightCancelFlowReducer(policy, { type: 'continued' });
  if (flow.step === 'confirm') {
    const form = refundForm ?? flightCancelRefundFormsOf(flow.offer)[0];
    if (form) flow = flightCancelFlowReducer(flow, { type: 'refundFormChosen', refundForm: form });
  }
  const request = flightCancelRequestOf(flow) ?? expect.fail(`${id}: nothing to send`);
  const answer = await cancelFlight(api, tripId, request);
  flow = flightCancelFlowReducer(flightCancelFlowReducer(flow, { type: 'cancelRequested' }), {
    type: 'cancelAnswered',
    outcome: answer.outcome,
  });
  return { tripId, request, answer, flow };
}

const upcomingIds = async () => (await getTrips(api, 'upcoming')).map((trip) => trip.id);
const pastIds = async () => (await getTrips(api, 'past')).map((trip) => trip.id);

describe('flight-cancel scenarios (STATES §22)', () => {
  it('are 50, each in the catalogue, in the trips area, each with its focus', () => {
    expect(ids).toHaveLength(50);
    expect(scenarioGroupAreas['flight-cancel']).toEqual(['trips']);
    for (const id of ids) {
      expect(scenarioIds).toContain(id);
      expect(Object.keys(scenarios[id].handlers)).toEqual(['trips']);
    }
    expect(Object.keys(flightCancelScenarioFocus).sort()).toEqual([...ids].sort());
  });

  it.each(ids.filter((id) => id !== 'flight-cancel/loading'))(
    '%s: Upcoming trips lists its focus flight, whose details answer',
    async (id) => {
      play(id);
      const { tab, tripId } = flightCancelScenarioFocus[id];
      expect(tab).toBe('upcoming');
      expect(await upcomingIds()).toContain(tripId);
      await expect(getTrip(api, tripId)).resolves.toMatchObject({ id: tripId });
    },
  );

  it('flight-cancel/loading: the info call never answers', async () => {
    play('flight-cancel/loading');
    await expect(
      getFlightCancelInfo(api, tripIds.upcomingFlight, AbortSignal.timeout(200)),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it.each([
    ['flight-cancel/policy', 'policy'],
    ['flight-cancel/support', 'support'],
    ['flight-cancel/pending', 'pending'],
    ['flight-cancel/cancelled', 'cancelled'],
  ] as const)('%s: the modal opens on step %s', async (id, step) => {
    expect((await opened(id)).flow.step).toBe(step);
  });

  it.each([
    ['flight-cancel/confirm', 'confirm'],
    ['flight-cancel/nonrefundable', 'nonrefundable'],
  ] as const)('%s: Continue leads to step %s', async (id, step) => {
    const { flow } = await opened(id);
    expect(flightCancelFlowReducer(flow, { type: 'continued' }).step).toBe(step);
  });

  it('flight-cancel/success: cancelled, the flight moves from Upcoming to Past trips', async () => {
    const { tripId, answer, flow } = await cancelledIn('flight-cancel/success');
    expect(flow.step).toBe('success');
    expect(answer.trip).toMatchObject({
      id: tripId,
      status: 'Canceled',
      cancellationEvent: 'CancellationAttemptOk',
      flight: { ticketStatus: 'Canceled' },
    });
    expect(await upcomingIds()).not.toContain(tripId);
    expect(await pastIds()).toContain(tripId);
    // Asked again, the flight is cancelled already.
    await expect(getFlightCancelInfo(api, tripId)).resolves.toEqual({
      kind: 'outcome',
      outcome: 'Canceled',
    });
  });

  it('flight-cancel/cancelled: the airline had cancelled it, and the details now say so', async () => {
    const { tripId } = await opened('flight-cancel/cancelled');
    await expect(getTrip(api, tripId)).resolves.toMatchObject({ status: 'Canceled' });
    expect(await pastIds()).toContain(tripId);
  });

  it('flight-cancel/try-again: a CancellationFailure, then the same request cancels', async () => {
    const { tripId, request, flow } = await cancelledIn('flight-cancel/try-again');
    expect(flow.step).toBe('tryAgain');
    expect(flightCancelRequestOf(flow)).toEqual(request);
    await expect(getTrip(api, tripId)).resolves.toMatchObject({ status: 'Confirmed' });
    const again = await cancelFlight(api, tripId, request);
    expect(again.outcome).toBe('PartialRefund');
    expect(again.trip.status).toBe('Canceled');
  });

  it.each(flightCancellationPolicyTypes)('policy-…: the policy step of %s', async (policyType) => {
    const id = `flight-cancel/policy-${idPart(policyType)}` as FlightCancelScenarioId;
    const { info, flow } = await opened(id);
    expect(offerOf(info).policyType).toBe(policyType);
    expect(flow.step).toBe('policy');
  });

  it.each(flightCancellationResolutions)('resolution-…: the resolution %s', async (resolution) => {
    const id = `flight-cancel/resolution-${idPart(resolution)}` as FlightCancelScenarioId;
    const { info, flow } = await opened(id);
    expect(offerOf(info).resolution).toBe(resolution);
    expect(flow.step).toBe('policy');
  });

  it.each(flightCancellationOutcomes)(
    'outcome-…: the cancel call answers %s, shown on its step',
    async (outcome) => {
      const id = `flight-cancel/outcome-${idPart(outcome)}` as FlightCancelScenarioId;
      const { answer, flow } = await cancelledIn(id);
      expect(answer.outcome).toBe(outcome);
      expect(flow.step).toBe(selfServeFlightCancelStepFor(outcome));
    },
  );

  it('outcome-fully-refundable-complex: a travel credit chosen is listed under Airline travel credits', async () => {
    const { tripId, request, answer } = await cancelledIn(
      'flight-cancel/outcome-fully-refundable-complex',
      'Ftc',
    );
    expect(request.refundForm).toBe('Ftc');
    expect(answer.trip.flight?.futureTravelCredit).toMatchObject({
      state: 'available',
      amount: { value: 1468.5 },
    });
    const credits = (await getTrips(api, 'airline-credits')).map((trip) => trip.id);
    expect(credits).toContain(tripId);
  });

  it('outcome-pending: the flight is tagged CancellationPending and stays upcoming', async () => {
    const { tripId, answer } = await cancelledIn('flight-cancel/outcome-pending');
    expect(answer.trip.flight?.itinerary.tags).toContain('CancellationPending');
    expect(await upcomingIds()).toContain(tripId);
    await expect(getFlightCancelInfo(api, tripId)).resolves.toEqual({
      kind: 'outcome',
      outcome: 'CancellationPending',
    });
  });

  it('resolution-cfar-cash: cancel for any reason refunds 80% of the fare (products §9)', async () => {
    const { tripId, info } = await opened('flight-cancel/resolution-cfar-cash');
    const total = (await getTrip(api, tripId)).total?.value ?? 0;
    expect(offerOf(info).refund?.value).toBe(Math.round(total * 80) / 100);
  });
});
