import type { TravelerProfile } from '@wayfare/domain';
import { sessionState } from './sessionScope';

// What the traveller changed this session, over whichever list a scenario starts from.
const travelers = sessionState(() => ({
  saved: new Map<string, TravelerProfile>(),
  deleted: new Set<string>(),
  added: 0,
}));

/** The session's saves and deletions as plain JSON. */
export interface TravelersStateSnapshot {
  readonly saved: readonly [string, TravelerProfile][];
  readonly deleted: readonly string[];
  readonly added: number;
}

/** The list a scenario started from, with this session's saves and deletions applied. */
export function currentTravelers(initial: readonly TravelerProfile[]): TravelerProfile[] {
  const { saved, deleted } = travelers.get();
  const initialIds = new Set(initial.map((traveler) => traveler.id));
  return [
    ...initial.map((traveler) => saved.get(traveler.id) ?? traveler),
    ...[...saved.values()].filter((traveler) => !initialIds.has(traveler.id)),
  ].filter((traveler) => !deleted.has(traveler.id));
}

/** An id for a traveler saved without one (an added traveler). */
export function newTravelerId(): string {
  const state = travelers.get();
  state.added += 1;
  return `traveler-added-${state.added}`;
}

export function saveTravelerProfile(traveler: TravelerProfile): void {
  const { saved, deleted } = travelers.get();
  saved.set(traveler.id, traveler);
  deleted.delete(traveler.id);
}

export function deleteTravelerProfile(id: string): void {
  travelers.get().deleted.add(id);
}

export function snapshotTravelersState(): TravelersStateSnapshot {
  const { saved, deleted, added } = travelers.get();
  return { saved: [...saved], deleted: [...deleted], added };
}

export function restoreTravelersState(snapshot: TravelersStateSnapshot): void {
  travelers.set({
    saved: new Map(snapshot.saved),
    deleted: new Set(snapshot.deleted),
    added: snapshot.added,
  });
}

/** Forgets the session's saves and deletions. */
export function resetTravelersState(): void {
  restoreTravelersState({ saved: [], deleted: [], added: 0 });
}
