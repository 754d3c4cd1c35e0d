import { personFieldLimits, personFieldsOverLimit, type PersonTexts } from '@wayfare/domain';
import { HttpResponse } from 'msw';

/**
 * The fake backend's refusal of a person with a field over its limit (personFieldLimits of
 * @wayfare/domain), as a real one would refuse it: 400, a message naming the first such field
 * and its limit, and every such field. Undefined when every field fits.
 */
export function personOverLimitResponse(person: PersonTexts) {
  const fields = personFieldsOverLimit(person);
  const [first] = fields;
  if (first === undefined) return undefined;
  const message = `${first} is too long: at most ${personFieldLimits[first].maxLength} characters.`;
  return HttpResponse.json({ message, fields }, { status: 400 });
}
