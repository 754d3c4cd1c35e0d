import {
  deleteTraveler,
  getSessionInfo,
  listTravelers,
  listUsers,
  saveTraveler,
} from '@wayfare/api';
import {
  mergeTravelers,
  placeholderDateOfBirth,
  shouldFetchUserList,
  specialAssistanceCodes,
  type TravelerProfile,
} from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import type { ScenarioId } from '.';
import { scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play } = scenarioTestKit();

/** The merged list the traveler picker shows for a scenario (spec: platform §3, §6). */
async function merged(id: ScenarioId): Promise<TravelerProfile[]> {
  play(id);
  const session = await getSessionInfo(api);
  const corporate = session.corporateInfo;
  const tenant = corporate ? 'corporate' : 'consumer';
  const users = shouldFetchUserList(tenant, corporate) ? await listUsers(api) : [];
  return mergeTravelers({
    travelers: await listTravelers(api),
    users,
    privateProfileIds: [],
    defaultUserId: corporate?.defaultTravelerId ?? undefined,
    hiddenTravelerIds: corporate?.hiddenTravelerIds,
  });
}

const names = (list: readonly TravelerProfile[]) => list.map((t) => `${t.givenName} ${t.surname}`);

describe('travelers scenarios (STATES §15)', () => {
  it('travelers/list: the saved travelers and users, sorted by given name', async () => {
    const list = await merged('travelers/list');
    expect(list.length).toBeGreaterThan(8);
    expect(names(list)).toEqual([...names(list)].sort((a, b) => a.localeCompare(b)));
  });

  it('travelers/empty: no travelers', async () => {
    expect(await merged('travelers/empty')).toEqual([]);
  });

  it('travelers/placeholder: users without a traveler get a placeholder', async () => {
    const placeholders = (await merged('travelers/placeholder')).filter(
      (t) => t.dateOfBirth === placeholderDateOfBirth,
    );
    expect(names(placeholders)).toEqual(['Barbara Liskov', 'Edsger Dijkstra', 'Grace Hopper']);
    expect(placeholders.every((t) => t.isMissingInfo)).toBe(true);
  });

  it.each([
    ['travelers/missing-info', 'isMissingInfo'],
    ['travelers/ghost-user', 'isGhostUser'],
  ] as const)('%s: a traveler flagged %s', async (id, flag) => {
    expect((await merged(id)).filter((t) => t[flag])).toHaveLength(1);
  });

  it('travelers/private-profile: the server marks a private profile', async () => {
    play('travelers/private-profile');
    expect((await listTravelers(api)).filter((t) => t.isPrivateProfile)).toHaveLength(1);
  });

  it("travelers/default-profile: the corporate user's default traveler", async () => {
    const list = await merged('travelers/default-profile');
    expect(names(list.filter((t) => t.isDefaultProfile))).toEqual(['Grace Hopper']);
  });

  it('travelers/hidden-ids: the hidden traveler is filtered out', async () => {
    const list = await merged('travelers/hidden-ids');
    expect(names(list)).not.toContain('Charles Babbage');
    expect(names(list)).toContain('Ada Lovelace');
  });

  it('travelers/no-view-users: the user list is not fetched, so no placeholders', async () => {
    const list = await merged('travelers/no-view-users');
    expect(list.some((t) => t.dateOfBirth === placeholderDateOfBirth)).toBe(false);
  });

  it('travelers/loyalty: hotel loyalty and frequent-flyer numbers', async () => {
    const list = await merged('travelers/loyalty');
    expect(list.find((t) => t.givenName === 'Charles')).toMatchObject({
      frequentFlyer: { AC: { value: '123456789' } },
      hotelLoyalty: { MAR: { value: '880014417' } },
    });
  });

  it('travelers/passport: countries of issue of 2 and 3 characters', async () => {
    const list = await merged('travelers/passport');
    expect(list.map((t) => t.passport?.countryOfIssue)).toEqual(['GB', 'GBR']);
  });

  it('travelers/assistance: every special-assistance code', async () => {
    const [traveler] = await merged('travelers/assistance');
    expect(traveler?.assistance).toEqual([...specialAssistanceCodes]);
  });
});

describe('saving and deleting travelers', () => {
  it('adds a traveler without an id, updates one with an id, and deletes', async () => {
    const added = await saveTraveler(api, {
      givenName: 'Lise',
      surname: 'Meitner',
      gender: 'F',
      dateOfBirth: '1988-11-07',
      assistance: [],
      frequentFlyer: {},
    });
    expect(added.id).toMatch(/^traveler-added-/);
    await saveTraveler(api, { ...added, surname: 'Meitner-Frisch' });
    const afterSave = await listTravelers(api);
    expect(afterSave.filter((t) => t.id === added.id).map((t) => t.surname)).toEqual([
      'Meitner-Frisch',
    ]);
    await deleteTraveler(api, added.id);
    expect((await listTravelers(api)).map((t) => t.id)).not.toContain(added.id);
  });

  it('starts each test from the scenario list again', async () => {
    expect((await listTravelers(api)).some((t) => t.givenName === 'Lise')).toBe(false);
  });
});
