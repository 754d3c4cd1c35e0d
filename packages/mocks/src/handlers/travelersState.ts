import type { TravelerProfile } from '@wayfare/domain';

// What the traveller changed this session, over whichever list a scenario starts from.
const saved = new Map<string, TravelerProfile>();
const deleted = new Set<string>();
let added = 0;

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

/** Forgets the session's saves and deletions. */
export function resetTravelersState(): void {
  saved.clear();
  deleted.clear();
  added = 0;
}
