import type { TravelerToSave } from '@wayfare/api';
import { personToSend } from '@wayfare/domain';
import type { TravelerDraft } from '@wayfare/ui';

/**
 * The body of the save (spec: platform §7 passengers/update "person (with optional passport)"),
 * through the domain's personToSend: no computed flags, no empty loyalty entries, and the passport
 * only with a 2-character country of issue (platform §5). A new traveler goes without an id, so
 * it is added.
 */
export function travelerToSave(draft: TravelerDraft): TravelerToSave {
  // personToSend takes a whole profile: an empty id stands in for a new traveler's, then goes.
  const { id, ...person } = personToSend({ ...draft, id: draft.id ?? '' });
  return draft.id === undefined ? person : { ...person, id };
}
