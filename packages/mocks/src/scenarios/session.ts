import { apiBasePath } from '@wayfare/domain';
import { delay, http, HttpResponse } from 'msw';
import { experimentsOn } from '../fixtures/experiments';
import {
  agentDelegatedSession,
  consumerAdminSession,
  corporateNoAdminSession,
  firstTimeSession,
  guestSession,
  loggedOutSession,
  signedInSession,
} from '../fixtures/sessionInfo';
import { sessionHandlers } from '../handlers/session';
import { errorAnswer, type Scenario } from './scenario';

const userInfo = `*${apiBasePath}/userInfo`;

/** Long enough to see the experiment-gated parts wait; short enough for a story to see them resolve. */
const experimentsDelayMs = 1500;

export const sessionScenarios = {
  'session/logged-in': {
    description: 'Signed in: header with the user and the rewards-account picker',
    handlers: { session: sessionHandlers(signedInSession) },
  },
  'session/logged-out': {
    description: 'Not signed in (no csrf token)',
    handlers: { session: sessionHandlers(loggedOutSession) },
  },
  'session/guest-user': {
    description: 'Guest signed in with a first name and email only',
    handlers: { session: sessionHandlers(guestSession) },
  },
  'session/401-login': {
    description: 'Current path saved; user sent to the login route',
    // Signing in still answers: the login route opens the session it was sent to.
    handlers: { session: [...errorAnswer('get', userInfo, 401), ...sessionHandlers()] },
  },
  'session/40105-onboarding': {
    description: 'Sent to onboarding on the admin portal host, keeping utm_source',
    handlers: { session: errorAnswer('get', userInfo, 403, 40105) },
  },
  'session/40106-acknowledgement': {
    description: 'Sent to /acknowledgement/',
    handlers: { session: errorAnswer('get', userInfo, 403, 40106) },
  },
  'session/40103-access-denied': {
    description: 'Sent to /access-denied',
    handlers: { session: errorAnswer('get', userInfo, 401, 40103) },
  },
  'session/40102-not-beta': {
    description: 'Sent to /access-denied-not-beta',
    handlers: { session: errorAnswer('get', userInfo, 403, 40102) },
  },
  'session/experiments-loading': {
    description: 'Experiment-gated parts wait while experiments load, then resolve',
    handlers: {
      experiment: ['active', 'cotb/active'].map((path) =>
        http.put(`*${apiBasePath}/experiments/${path}`, async () => {
          await delay(experimentsDelayMs);
          return HttpResponse.json({ experiments: experimentsOn });
        }),
      ),
    },
  },
  'session/login-code-failed': {
    description: 'Sent to /access-denied: the login-code post fails (forced 40103)',
    handlers: {
      session: [
        ...errorAnswer('post', `*${apiBasePath}/auth/loginCode`, 401, 40103),
        ...sessionHandlers(loggedOutSession),
      ],
    },
  },
  'session/corporate-no-admin': {
    description:
      'Corporate user arriving from the admin portal without admin permission: sent to /access-denied',
    handlers: { session: sessionHandlers(corporateNoAdminSession) },
  },
  'session/agent-delegated': {
    description:
      'Agent portal: agent books on behalf of a traveler in a delegated session (agent email)',
    handlers: { session: sessionHandlers(agentDelegatedSession) },
  },
  'session/consumer-admin': {
    description: 'Consumer tenant: Admin label shown',
    handlers: { session: sessionHandlers(consumerAdminSession) },
  },
  'session/first-time': {
    description: 'First visit: the first-time treatment is shown',
    handlers: { session: sessionHandlers(firstTimeSession) },
  },
} satisfies Record<`session/${string}`, Scenario>;
