import type { TravelerProfile } from '@wayfare/domain';

// What the traveller changed this session, over whichever list a scenario starts from.
let saved = new Map<string, TravelerProfile>();
let deleted = new Set<string>();
let added = 0;

/** The session's saves and deletions as plain JSON. */
export interface TravelersStateSnapshot {
  readonly saved: readonly [string, TravelerProfile][];
  readonly deleted: readonly string[];
  readonly added: number;
}

/** The list a scenario started from, with this session's saves and deletions applied. */
export function currentTravelers(initial: readonly TravelerProfile[]): TravelerProfile[] {
  const initialIds = new Set(initial.map((traveler) => traveler.id));
  return [
    ...initial.map((traveler) => saved.get(traveler.id) ?? traveler),
    ...[...saved.values()].filter((traveler) => !initialIds.has(traveler.id)),
  ].filter((traveler) => !deleted.has(traveler.id));
}

/** An id for a traveler saved without one (an added traveler). */
export function newTravelerId(): string {
  added += 1;
  return `traveler-added-${added}`;
}

export function saveTravelerProfile(traveler: TravelerProfile): void {
  saved.set(traveler.id, traveler);
  deleted.delete(traveler.id);
}

export function deleteTravelerProfile(id: string): void {
  deleted.add(id);
}

export function snapshotTravelersState(): TravelersStateSnapshot {
  return { saved: [...saved], deleted: [...deleted], added };
}

export function restoreTravelersState(snapshot: TravelersStateSnapshot): void {
  saved = new Map(snapshot.saved);
  deleted = new Set(snapshot.deleted);
  added = snapshot.added;
}

/** Forgets the session's saves and deletions. */
export function resetTravelersState(): void {
  restoreTravelersState({ saved: [], deleted: [], added: 0 });
}
