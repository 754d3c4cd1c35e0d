import type { PassengerGender } from '../flights/flightTraveler';
import type { IsoDate } from '../stays/stayDates';

/** The contact information of the traveler step, as typed. */
export interface TravelerContact {
  readonly email: string;
  readonly phone: string;
}

/** A traveler added in the traveler step, complete. */
export interface NewTraveler {
  readonly givenName: string;
  readonly surname: string;
  readonly dateOfBirth: IsoDate;
  readonly gender: PassengerGender;
}

/**
 * What a valid Save & Continue of the traveler step hands over (spec: platform §4 "Save & Continue
 * saves ... and starts a price quote"): a saved traveler's id or a new traveler, and the contact.
 */
export type TravelerStepSave = (
  { readonly travelerId: string } | { readonly newTraveler: NewTraveler }
) & { readonly contact: TravelerContact };

/**
 * What Save and Continue hands over when the booking names several travelers, all saved ones (a
 * flight's passengers): the traveler of each seat in order, the main guest first, and the contact.
 */
export interface TravelersSave {
  readonly travelerIds: readonly string[];
  readonly contact: TravelerContact;
}
