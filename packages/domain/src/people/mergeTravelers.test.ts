import { describe, expect, it } from 'vitest';
import {
  compareTravelers,
  mergeTravelers,
  placeholderDateOfBirth,
  sortTravelers,
} from './mergeTravelers';
import type { TravelerProfile } from './travelerProfile';
import type { UserListEntry } from './userListEntry';

const traveler = (
  id: string,
  givenName: string,
  surname: string,
  extra: Partial<TravelerProfile> = {},
): TravelerProfile => ({
  id,
  givenName,
  surname,
  gender: 'F',
  dateOfBirth: '1990-05-01',
  assistance: [],
  frequentFlyer: {},
  ...extra,
});
const user = (
  id: string,
  firstName: string,
  lastName: string,
  defaultTravelerId?: string | null,
): UserListEntry => ({
  id,
  firstName,
  lastName,
  defaultTravelerId,
});
const names = (profiles: readonly TravelerProfile[]) =>
  profiles.map((p) => `${p.givenName} ${p.surname}`);

// spec: platform §3 "The merged list is sorted by given name, then surname."
describe('sortTravelers', () => {
  it.each([
    [
      'given name first',
      [
        ['Zoe', 'Adams'],
        ['Adam', 'Zed'],
      ],
      ['Adam Zed', 'Zoe Adams'],
    ],
    [
      'then surname',
      [
        ['Ann', 'Young'],
        ['Ann', 'Baker'],
      ],
      ['Ann Baker', 'Ann Young'],
    ],
    [
      'ignoring case',
      [
        ['bob', 'Smith'],
        ['Alice', 'Jones'],
        ['Bob', 'Adams'],
      ],
      ['Alice Jones', 'Bob Adams', 'bob Smith'],
    ],
    [
      'with the locale collation for accents',
      [
        ['Élise', 'Roy'],
        ['Emma', 'Roy'],
        ['Eli', 'Roy'],
      ],
      ['Eli Roy', 'Élise Roy', 'Emma Roy'],
    ],
    [
      'keeping equal names in order',
      [
        ['Sam', 'Lee'],
        ['sam', 'lee'],
      ],
      ['Sam Lee', 'sam lee'],
    ],
  ])('%s', (_, input, expected) => {
    const profiles = input.map(([given = '', sur = ''], i) => traveler(`t${i}`, given, sur));
    expect(names(sortTravelers(profiles, 'en-US'))).toEqual(expected);
  });

  it('compares with the default locale when none is given', () => {
    expect(compareTravelers()(traveler('a', 'Al', 'B'), traveler('b', 'al', 'b'))).toBe(0);
    expect(names(sortTravelers([traveler('a', 'Zed', 'A'), traveler('b', 'Amy', 'A')]))).toEqual([
      'Amy A',
      'Zed A',
    ]);
  });
});

// spec: platform §3 Traveler profile merge; §6 "hiddenTravelerIds are filtered out".
describe('mergeTravelers', () => {
  it('is empty when both lists are empty', () => {
    expect(mergeTravelers({ travelers: [], users: [], privateProfileIds: [] })).toEqual([]);
  });

  it('gives a user without a matching traveler a placeholder born 1870-01-01, empty assistance, missing info', () => {
    const [placeholder] = mergeTravelers({
      travelers: [],
      users: [user('u1', 'Nora', 'Diaz', 'tNora')],
      privateProfileIds: [],
    });
    expect(placeholderDateOfBirth).toBe('1870-01-01');
    expect(placeholder).toEqual({
      id: 'tNora',
      givenName: 'Nora',
      surname: 'Diaz',
      dateOfBirth: '1870-01-01',
      assistance: [],
      frequentFlyer: {},
      hotelLoyalty: {},
      isMissingInfo: true,
      isGhostUser: false,
      isPrivateProfile: false,
      isDefaultProfile: false,
      linkedDEUserId: 'u1',
    });
  });

  it.each([
    ['no defaultTravelerId', undefined, 'u1'],
    ['a null defaultTravelerId', null, 'u1'],
    ['a defaultTravelerId naming no saved traveler', 'gone', 'gone'],
  ])('a user with %s gets a placeholder (id %s)', (_, defaultTravelerId, id) => {
    const merged = mergeTravelers({
      travelers: [traveler('t1', 'Ann', 'Lee')],
      users: [user('u1', 'Bo', 'Chan', defaultTravelerId)],
      privateProfileIds: [],
    });
    expect(merged.map((p) => [p.id, p.isMissingInfo])).toEqual([
      ['t1', false],
      [id, true],
    ]);
  });

  it('links a user to the traveler its defaultTravelerId names, without a placeholder', () => {
    const merged = mergeTravelers({
      travelers: [traveler('t1', 'Ann', 'Lee')],
      users: [user('u1', 'Ann', 'Lee', 't1'), user('u2', 'Ann', 'Lee', 't1')],
      privateProfileIds: [],
    });
    expect(merged).toHaveLength(1);
    expect(merged[0]?.linkedDEUserId).toBe('u1');
  });

  it('keeps a link the server already sent', () => {
    const [profile] = mergeTravelers({
      travelers: [traveler('t1', 'Ann', 'Lee', { linkedDEUserId: 'server' })],
      users: [user('u1', 'Ann', 'Lee', 't1')],
      privateProfileIds: [],
    });
    expect(profile?.linkedDEUserId).toBe('server');
  });

  it('leaves an unlinked traveler without linkedDEUserId', () => {
    const [profile] = mergeTravelers({
      travelers: [traveler('t1', 'A', 'B')],
      users: [],
      privateProfileIds: [],
    });
    expect(profile).not.toHaveProperty('linkedDEUserId');
  });

  it('marks private profiles by id, and keeps server ghost and missing-info flags', () => {
    const merged = mergeTravelers({
      travelers: [
        traveler('t1', 'Ann', 'A', { isGhostUser: true }),
        traveler('t2', 'Bea', 'B', { isMissingInfo: true }),
        traveler('t3', 'Cy', 'C', { isPrivateProfile: true }),
      ],
      users: [],
      privateProfileIds: ['t2'],
    });
    expect(merged.map((p) => [p.id, p.isGhostUser, p.isMissingInfo, p.isPrivateProfile])).toEqual([
      ['t1', true, false, false],
      ['t2', false, true, true],
      ['t3', false, false, false],
    ]);
  });

  it.each([
    ['its own id', 't1', ['t1']],
    ['its linked user', 'u2', ['t2']],
    ['a placeholder linked to the user', 'u3', ['u3']],
    ['nobody', 'other', []],
    ['no default-user id', undefined, []],
  ])('marks the default profile by %s', (_, defaultUserId, expected) => {
    const merged = mergeTravelers({
      travelers: [traveler('t1', 'Ann', 'A'), traveler('t2', 'Bea', 'B')],
      users: [user('u2', 'Bea', 'B', 't2'), user('u3', 'Cy', 'C')],
      privateProfileIds: [],
      defaultUserId,
    });
    expect(merged.filter((p) => p.isDefaultProfile).map((p) => p.id)).toEqual(expected);
  });

  it('filters out hidden travelers, placeholders included, and sorts the rest', () => {
    const merged = mergeTravelers(
      {
        travelers: [
          traveler('t1', 'Zoe', 'A'),
          traveler('t2', 'Hidden', 'B'),
          traveler('t3', 'amy', 'C'),
        ],
        users: [user('u1', 'Mia', 'D', 'tMia'), user('u2', 'Gone', 'E', 'tGone')],
        privateProfileIds: [],
        hiddenTravelerIds: ['t2', 'tGone'],
      },
      'en-US',
    );
    expect(names(merged)).toEqual(['amy C', 'Mia D', 'Zoe A']);
  });
});
