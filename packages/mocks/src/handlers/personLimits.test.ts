import { apiBasePath, csrfHeaderName, personToSend } from '@wayfare/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { adaLovelaceTraveler } from '../fixtures/people/travelers';
import { signedInSession } from '../fixtures/sessionInfo';
import { scenarioTestKit } from '../testing/scenarioTestKit';

scenarioTestKit();
const base = 'http://wayfare.test';
const ada = personToSend(adaLovelaceTraveler);

// A signed-in session issues the CSRF token that every change must carry (csrfHandlers).
beforeEach(async () => {
  await fetch(`${base}${apiBasePath}/userInfo`);
});

async function send(method: 'PUT' | 'POST', path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      [csrfHeaderName]: signedInSession.csrfToken ?? '',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const saveTraveler = (person: object) => send('PUT', '/api/v0/passengers/update', { person });
const addMainGuest = (emailAddress: string, mainGuest: object) =>
  send('POST', '/api/v1/homes/addMainGuest', {
    emailAddress,
    mainGuest,
    orderedProductId: 'op-1',
    paymentSessionToken: 'session-1',
  });

// personFieldLimits of @wayfare/domain: the fake backend refuses what a real one would.
describe('the limits of a traveler and the contact', () => {
  it('saves a traveler with names at their limit', async () => {
    const answer = await saveTraveler({ ...ada, givenName: 'a'.repeat(50) });
    expect(answer.status).toBe(200);
  });

  it('refuses a traveler with a 51-character name, saying which field and its limit', async () => {
    const answer = await saveTraveler({ ...ada, surname: 'b'.repeat(51) });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'surname is too long: at most 50 characters.', fields: ['surname'] },
    });
  });

  it('refuses a traveler with a 10,000-character email', async () => {
    const answer = await saveTraveler({ ...ada, emailAddress: `${'a'.repeat(9_988)}@example.com` });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'emailAddress is too long: at most 254 characters.',
        fields: ['emailAddress'],
      },
    });
  });

  it('adds a main guest within the limits', async () => {
    const answer = await addMainGuest('ada@example.com', { ...ada, phoneNumber: '4165550142' });
    expect(answer).toEqual({ status: 200, body: { orderedProductId: 'op-1' } });
  });

  it('refuses a main guest whose contact email is over its limit', async () => {
    const answer = await addMainGuest(`${'a'.repeat(9_988)}@example.com`, ada);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: ['emailAddress'] });
  });

  it('refuses a main guest with a loyalty number over its limit', async () => {
    const answer = await addMainGuest('ada@example.com', {
      ...ada,
      frequentFlyer: { AC: { value: '9'.repeat(31) } },
    });
    expect(answer.body).toMatchObject({ fields: ['loyaltyNumber'] });
  });
});
