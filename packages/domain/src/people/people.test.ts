import { describe, expect, it } from 'vitest';
import {
  hotelLoyaltyProgram,
  hotelLoyaltyProgramCodes,
  hotelLoyaltyPrograms,
} from './hotelLoyaltyPrograms';
import { travelerProfileSchema } from './travelerProfile';
import { travelerRequiredMessages } from './travelerRequiredMessages';
import { userListEntrySchema } from './userListEntry';
import { whosBookingChoices, whosBookingLabels } from './whosBooking';

describe('people enumerations', () => {
  // spec: products §3 "who's-booking choices (for myself and others, employees for themselves, someone else for everyone, for myself)"
  it('has the four who is booking choices, each labelled', () => {
    expect(Object.values(whosBookingLabels)).toEqual([
      'For myself and others',
      'Employees for themselves',
      'Someone else for everyone',
      'For myself',
    ]);
    expect(Object.keys(whosBookingLabels)).toEqual([...whosBookingChoices]);
  });

  // spec: platform §3 "about 37 programs, such as ACH, BWH, CHH, HIL, HYA, IHG, MAR, WYN"
  it('lists about 37 hotel loyalty programs with the spec codes among them, each code once', () => {
    expect(hotelLoyaltyPrograms).toHaveLength(37);
    expect(hotelLoyaltyProgramCodes).toEqual(
      expect.arrayContaining(['ACH', 'BWH', 'CHH', 'HIL', 'HYA', 'IHG', 'MAR', 'WYN']),
    );
    expect(new Set(hotelLoyaltyProgramCodes).size).toBe(hotelLoyaltyProgramCodes.length);
    expect(hotelLoyaltyProgram('MAR')).toEqual({
      code: 'MAR',
      name: 'Marriott Bonvoy',
      hotelChain: 'Marriott International',
    });
    expect(hotelLoyaltyProgram('XXX')).toBeUndefined();
  });

  // spec: platform §5 traveler-required texts
  it('has the traveler-required texts as written', () => {
    expect(travelerRequiredMessages).toEqual({
      error: 'Add or choose one traveler to continue.',
      helper: 'You must select or add a traveler and enter their contact information to continue.',
    });
  });
});

// spec: platform §3 Traveler profile and user list fields
describe('people schemas', () => {
  it('parses a traveler profile and rejects an unknown gender', () => {
    const profile = {
      id: 't1',
      givenName: 'Ann',
      surname: 'Lee',
      gender: 'F',
      dateOfBirth: '1990-01-01',
      assistance: ['DEAF'],
      createdAt: '2024-01-01T00:00:00Z',
      frequentFlyer: { AA: { value: '123' } },
      hotelLoyalty: { HIL: { value: 'H1' } },
      emailAddress: 'ann@example.com',
      phoneNumber: '4165550134',
      countryCode: '1',
      driverLicense: { countryCode: 'CA', licenseNumber: 'L1' },
      passport: { countryOfIssue: 'CA' },
    };
    expect(travelerProfileSchema.parse(profile)).toEqual(profile);
    expect(travelerProfileSchema.safeParse({ ...profile, gender: 'X' }).success).toBe(false);
  });

  it('parses a user list entry with or without a default traveler', () => {
    expect(userListEntrySchema.safeParse({ id: 'u1', firstName: 'A', lastName: 'B' }).success).toBe(
      true,
    );
    expect(
      userListEntrySchema.safeParse({
        id: 'u1',
        firstName: 'A',
        lastName: 'B',
        defaultTravelerId: null,
      }).success,
    ).toBe(true);
  });
});
