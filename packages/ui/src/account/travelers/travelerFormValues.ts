import {
  updateLoyaltyEntry,
  type LoyaltyNumbers,
  type NewTravelerForm,
  type Passport,
  type SpecialAssistanceCode,
  type TravelerProfile,
} from '@wayfare/domain';

/** One loyalty row of the form: a program code (or airline key) and the number as typed. */
export interface LoyaltyRow {
  readonly key: string;
  readonly value: string;
}

/** The traveler form as typed. */
export interface TravelerFormValues extends NewTravelerForm {
  readonly emailAddress: string;
  readonly phoneNumber: string;
  readonly passport: {
    readonly countryOfIssue: string;
    readonly number: string;
    readonly expiration: string;
  };
  readonly hotelLoyalty: readonly LoyaltyRow[];
  readonly frequentFlyer: readonly LoyaltyRow[];
  readonly assistance: readonly SpecialAssistanceCode[];
}

/** A traveler the form hands over: the edited one keeps its id, a new one has none. */
export type TravelerDraft = Omit<TravelerProfile, 'id'> & { readonly id?: string };

const rowsOf = (entries: LoyaltyNumbers | undefined): LoyaltyRow[] =>
  Object.entries(entries ?? {}).map(([key, { value }]) => ({ key, value }));

/** The form's first values: the traveler's, or empty for a new one. */
export function travelerFormValues(traveler?: TravelerProfile): TravelerFormValues {
  return {
    givenName: traveler?.givenName ?? '',
    surname: traveler?.surname ?? '',
    dateOfBirth: traveler?.dateOfBirth ?? '',
    gender: traveler?.gender ?? '',
    emailAddress: traveler?.emailAddress ?? '',
    phoneNumber: traveler?.phoneNumber ?? '',
    passport: {
      countryOfIssue: traveler?.passport?.countryOfIssue ?? '',
      number: traveler?.passport?.number ?? '',
      expiration: traveler?.passport?.expiration ?? '',
    },
    hotelLoyalty: rowsOf(traveler?.hotelLoyalty),
    frequentFlyer: rowsOf(traveler?.frequentFlyer),
    assistance: traveler?.assistance ?? [],
  };
}

/** spec: platform §5 "Empty loyalty or frequent-flyer values remove the entry." */
const loyaltyOf = (rows: readonly LoyaltyRow[]): LoyaltyNumbers =>
  rows.reduce<LoyaltyNumbers>(
    (entries, row) => updateLoyaltyEntry(entries, row.key, row.value),
    {},
  );

function passportOf({ countryOfIssue, number, expiration }: TravelerFormValues['passport']) {
  if (countryOfIssue.trim() === '' && number.trim() === '' && expiration === '') return undefined;
  const passport: Passport = {
    countryOfIssue: countryOfIssue.trim().toUpperCase(),
    ...(number.trim() === '' ? {} : { number: number.trim() }),
    ...(expiration === '' ? {} : { expiration }),
  };
  return passport;
}

/**
 * The traveler the form describes, over the traveler edited (so what the form does not show,
 * such as the driver license, is kept). The save sends it through `personToSend`, which applies
 * the passport rule (platform §5); the gender must have been checked (`newTravelerErrors`).
 */
export function travelerFromForm(
  values: TravelerFormValues,
  edited?: TravelerProfile,
): TravelerDraft {
  const {
    passport: _passport,
    emailAddress: _email,
    phoneNumber: _phone,
    ...kept
  } = edited ?? {
    assistance: [],
    frequentFlyer: {},
  };
  const passport = passportOf(values.passport);
  const emailAddress = values.emailAddress.trim();
  const phoneNumber = values.phoneNumber.trim();
  return {
    ...kept,
    givenName: values.givenName.trim(),
    surname: values.surname.trim(),
    dateOfBirth: values.dateOfBirth,
    ...(values.gender === '' ? {} : { gender: values.gender }),
    ...(emailAddress === '' ? {} : { emailAddress }),
    ...(phoneNumber === '' ? {} : { phoneNumber }),
    ...(passport === undefined ? {} : { passport }),
    hotelLoyalty: loyaltyOf(values.hotelLoyalty),
    frequentFlyer: loyaltyOf(values.frequentFlyer),
    assistance: [...values.assistance],
  };
}
