import type { PassengerGender } from '../flights/flightTraveler';
import { personFieldLimits } from '../people/personFieldLimits';
import { parseIsoDate } from '../stays/stayDates';
import { isWithinTextLimit } from '../text/textLimit';

/** The desktop traveler step is edited, or viewed once saved (spec: platform §4 "Desktop checkout"). */
export const travelerStepModes = ['edit', 'view'] as const;
export type TravelerStepMode = (typeof travelerStepModes)[number];

export const travelerStepEvents = [
  'save-and-continue',
  'edit-traveler',
  'quote-error',
  'confirmation-details-error',
] as const;
export type TravelerStepEvent = (typeof travelerStepEvents)[number];

/**
 * spec: platform §4 "Save & Continue saves, switches to view mode ("Edit traveler" returns to edit
 * mode) and starts a price quote. ... Errors in the quote or confirmation details reset the view
 * to traveler edit mode."
 */
export function nextTravelerStepMode(event: TravelerStepEvent): TravelerStepMode {
  return event === 'save-and-continue' ? 'view' : 'edit';
}

/**
 * The traveler step's texts (spec: platform §2 "step 1 primary traveler information (traveler plus
 * contact information)"; the field names and field errors are ours, the traveler-required texts
 * are `travelerRequiredMessages` in people/).
 */
export const travelerStepTexts = {
  heading: 'Primary traveler information',
  traveler: 'Traveler',
  chooseTraveler: 'Choose a traveler',
  addNewTraveler: 'Add a new traveler',
  newTraveler: 'New traveler',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  contactInformation: 'Contact information',
  email: 'Email',
  phone: 'Phone',
  emailError: 'Enter a valid email address.',
  phoneError: 'Enter a valid phone number.',
  requiredError: 'Required.',
  dateOfBirthError: 'Enter a date of birth.',
  genderError: 'Choose a gender.',
} as const;

/** The genders a traveler can have (spec: platform §3 "gender M or F"), in words (ours). */
export const travelerGenderLabels: Record<PassengerGender, string> = { M: 'Male', F: 'Female' };

/** A traveler added in the traveler step. */
export interface NewTravelerForm {
  readonly givenName: string;
  readonly surname: string;
  /** YYYY-MM-DD, or empty until chosen. */
  readonly dateOfBirth: string;
  readonly gender: PassengerGender | '';
}

export const newTravelerFields = ['givenName', 'surname', 'dateOfBirth', 'gender'] as const;
export type NewTravelerField = (typeof newTravelerFields)[number];

/**
 * The fields of a new traveler that stop a save: a blank name or one over its limit
 * (personFieldLimits), a date of birth that is not a YYYY-MM-DD date, no gender (spec: platform
 * §3 traveler profile: givenName, surname, gender M or F, dateOfBirth YYYY-MM-DD; platform §5 "A
 * traveler must be chosen or added").
 */
export function newTravelerErrors(form: NewTravelerForm): NewTravelerField[] {
  return newTravelerFields.filter((field) => {
    if (field === 'dateOfBirth') return parseIsoDate(form.dateOfBirth) === undefined;
    if (field === 'gender') return form.gender === '';
    return form[field].trim() === '' || !isWithinTextLimit(form[field], personFieldLimits[field]);
  });
}
