import { apiBasePath } from '@wayfare/domain';
import { guestSession, loggedOutSession, signedInSession } from '../fixtures/sessionInfo';
import { sessionHandlers } from '../handlers/session';
import { errorAnswer, type Scenario } from './scenario';

const userInfo = `*${apiBasePath}/userInfo`;

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
    handlers: { session: errorAnswer('get', userInfo, 401) },
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
} satisfies Record<`session/${string}`, Scenario>;
