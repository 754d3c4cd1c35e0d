import { apiBasePath } from '@wayfare/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from './mockServer';
import { recordBodies, recordRequests, type RecordedRequest } from './recordRequests';

const { server, play } = mockServer();

const at = (path: string) => `http://wayfare.test${apiBasePath}${path}`;
const userInfoStatus = async () => (await fetch(at('/userInfo'))).status;
const signIn = () =>
  fetch(at('/auth/loginCode?from=test'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: 'code-1' }),
  });

/** What the first recording test recorded, to see that it stopped with its test. */
let recordedBefore: RecordedRequest[] = [];

describe('mockServer', () => {
  it('plays a scenario over the happy path', async () => {
    expect(await userInfoStatus()).toBe(200);
    play('session/401-login');
    expect(await userInfoStatus()).toBe(401);
  });

  it('is back on the happy path after each test', async () => {
    expect(await userInfoStatus()).toBe(200);
  });
});

describe('recordRequests', () => {
  it('records each request to a path once: its method, path and body', async () => {
    recordedBefore = recordRequests(server);
    const signIns = recordRequests(server, `*${apiBasePath}/auth/loginCode`);
    const bodies = recordBodies(server, `*${apiBasePath}/auth/loginCode`);
    await userInfoStatus();
    await signIn();
    await vi.waitFor(() => expect(recordedBefore).toHaveLength(2));
    expect(recordedBefore).toEqual([
      { method: 'GET', path: `${apiBasePath}/userInfo`, body: undefined },
      { method: 'POST', path: `${apiBasePath}/auth/loginCode`, body: { code: 'code-1' } },
    ]);
    expect(signIns).toEqual([recordedBefore[1]]);
    expect(bodies).toEqual([{ code: 'code-1' }]);
  });

  it('records until its test ends', async () => {
    const recorded = recordRequests(server);
    await signIn();
    await vi.waitFor(() => expect(recorded).toHaveLength(1));
    expect(recordedBefore).toHaveLength(2);
  });
});
