import type { FlightSeatKind } from './flightPurchase';

/**
 * The words of the flight checkout's passengers step and its traveler dialog (ours: products §3
 * names the passenger kinds and the traveler fields, not their wording). The problems' messages
 * are `flightTravelerProblemTexts`.
 */
export const flightPassengerTexts = {
  /** Each passenger kind as its slots are named. */
  kinds: {
    Adult: 'Adult',
    Child: 'Child',
    SeatedInfant: 'Infant in a seat',
    LapInfant: 'Infant on a lap',
  } satisfies Record<FlightSeatKind, string>,
  /** A slot of a kind that has more than one passenger, counted from 1 within the kind. */
  numbered: (kind: string, number: number) => `${kind} ${number}`,
  heading: "Who's flying?",
  loading: 'Loading the passengers',
  intro:
    'Choose a saved traveler for each passenger, or add a new one. Each name must match the ID the passenger travels with.',
  chooseTraveler: 'Choose a traveler',
  addNewTraveler: 'Add a new traveler',
  editDetails: 'Edit details',
  /** The accessible name of a slot's "Edit details", which names whose details they are. */
  editDetailsOf: (name: string) => `Edit details of ${name}`,
  contactInformation: 'Contact information',
  contactIntro: 'The airline sends news of these flights to this email and phone.',
  /** In view mode, under a passenger's name, when the trip crosses a border. */
  passportOnFile: 'Passport on file',
  noPassportOnFile: 'No passport on file',
  editPassengers: 'Edit passengers',
  /** The title of the alert of the problems that belong to no one passenger. */
  problemsTitle: 'Before you continue',
  dialog: {
    addTitle: (slotLabel: string) => `Add a traveler: ${slotLabel}`,
    editTitle: (name: string) => `Edit details of ${name}`,
    personalDetails: 'Name, date of birth and gender',
    nameIntro: 'Enter each name as it is printed on the passport or ID the traveler flies with.',
    givenName: 'First name',
    middleName: 'Middle name',
    surname: 'Last name',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    nationality: 'Nationality',
    countryCodeHelper: 'The 2-letter country code, such as US.',
    passport: 'Passport',
    passportInternational: 'This trip crosses a border: the passport is required.',
    passportNumber: 'Passport number',
    passportCountryOfIssue: 'Country of issue',
    passportExpiration: 'Expiration date',
    securityNumbers: 'Known Traveler and redress numbers',
    securityNumbersIntro: 'Optional. An infant on a lap has neither.',
    knownTravelerNumber: 'Known Traveler Number',
    knownTravelerNumberHelper: 'From TSA PreCheck, Global Entry, NEXUS or SENTRI.',
    tsaRedressNumber: 'Redress number',
    tsaRedressNumberHelper: 'From DHS TRIP, if you were given one.',
    save: 'Save traveler',
    cancel: 'Cancel',
    saveError: "We couldn't save this traveler. Please try again.",
  },
  /** A dialog field's error, shown after Save (a field over its limit says so as it is typed). */
  fieldErrors: {
    required: 'Required.',
    dateOfBirth: 'Enter a date of birth before the first flight.',
    gender: 'Choose a gender.',
    name: 'Use the letters A to Z, spaces, hyphens and apostrophes only.',
    countryCode: 'Enter a 2-letter country code, such as US.',
    passportNumber: 'Enter 6 to 9 letters or digits.',
    passportExpiration: 'Enter an expiration date.',
    passportExpired: 'The passport must be valid after the last flight.',
    knownTravelerNumber: 'Enter 8 to 10 letters or digits.',
    tsaRedressNumber: 'Enter 7 digits.',
  },
} as const;
