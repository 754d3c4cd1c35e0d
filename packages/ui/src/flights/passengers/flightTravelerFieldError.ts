import {
  flightPassengerTexts,
  personFieldLimits,
  textLimitMessage,
  travelerStepTexts,
  type NewFlightTravelerErrorKind,
  type NewFlightTravelerField,
} from '@wayfare/domain';

const { fieldErrors } = flightPassengerTexts;

/** What a field says when it is not in its format: each field's own words. */
const malformedTexts: Record<NewFlightTravelerField, string> = {
  givenName: fieldErrors.name,
  middleName: fieldErrors.name,
  surname: fieldErrors.name,
  dateOfBirth: fieldErrors.dateOfBirth,
  gender: fieldErrors.gender,
  nationality: fieldErrors.countryCode,
  passportNumber: fieldErrors.passportNumber,
  passportCountryOfIssue: fieldErrors.countryCode,
  passportExpiration: fieldErrors.passportExpiration,
  knownTravelerNumber: fieldErrors.knownTravelerNumber,
  tsaRedressNumber: fieldErrors.tsaRedressNumber,
};

/** What an empty required field says, where "Required." says too little. */
const requiredTexts: Partial<Record<NewFlightTravelerField, string>> = {
  dateOfBirth: travelerStepTexts.dateOfBirthError,
  gender: fieldErrors.gender,
  passportExpiration: fieldErrors.passportExpiration,
};

/** The limit of the fields that have one (personFieldLimits; a middle name goes with the given names). */
const limitOf: Partial<Record<NewFlightTravelerField, number>> = {
  givenName: personFieldLimits.givenName.maxLength,
  middleName: personFieldLimits.givenName.maxLength,
  surname: personFieldLimits.surname.maxLength,
  passportNumber: personFieldLimits.passportNumber.maxLength,
};

/** The words of a field's error (`newFlightTravelerErrors`). */
export function flightTravelerFieldError(
  field: NewFlightTravelerField,
  kind: NewFlightTravelerErrorKind,
): string {
  switch (kind) {
    case 'required':
      return requiredTexts[field] ?? fieldErrors.required;
    case 'tooLong':
      // Only the fields with a limit are ever too long.
      return textLimitMessage(limitOf[field] ?? 0);
    case 'malformed':
      return malformedTexts[field];
    case 'expired':
      return fieldErrors.passportExpired;
  }
}
