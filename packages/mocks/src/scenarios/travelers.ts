import type { SessionInfo } from '@wayfare/domain';
import {
  adaLovelaceTraveler,
  alanTuringTraveler,
  charlesBabbageTraveler,
  defaultProfileTraveler,
  ghostUserTraveler,
  maryShelleyTraveler,
  missingInfoTraveler,
  percyShelleyTraveler,
  privateProfileTraveler,
} from '../fixtures/people/travelers';
import { linkedUsers, unlinkedUsers } from '../fixtures/people/users';
import { corporateSession } from '../fixtures/sessionInfo';
import { sessionHandlers } from '../handlers/session';
import { travelersHandlers, type TravelersBehaviour } from '../handlers/travelers';
import type { Scenario } from './scenario';

const answering = (description: string, behaviour: TravelersBehaviour): Scenario => ({
  description,
  handlers: { travelers: travelersHandlers(behaviour) },
});

/** The corporate session with its corporate info edited. */
function corporateWith(edit: Partial<NonNullable<SessionInfo['corporateInfo']>>): SessionInfo {
  const { corporateInfo } = corporateSession;
  return corporateInfo
    ? { ...corporateSession, corporateInfo: { ...corporateInfo, ...edit } }
    : corporateSession;
}

/** STATES §15 Travelers. */
export const travelersScenarios = {
  'travelers/list': {
    description:
      'Merged list sorted by given name, then surname: saved travelers and the user list (a corporate session that may view users)',
    handlers: { session: sessionHandlers(corporateSession), travelers: travelersHandlers() },
  },
  'travelers/empty': answering('No travelers: both lists empty', { travelers: [], users: [] }),
  'travelers/placeholder': {
    description:
      'Placeholder profiles (birth date 1870-01-01, missing info) for users with no traveler (corporate user list)',
    handlers: {
      session: sessionHandlers(corporateSession),
      travelers: travelersHandlers({
        travelers: [adaLovelaceTraveler],
        users: [...linkedUsers, ...unlinkedUsers],
      }),
    },
  },
  'travelers/missing-info': answering('A traveler flagged missing info', {
    travelers: [adaLovelaceTraveler, missingInfoTraveler],
    users: [],
  }),
  'travelers/private-profile': answering('A private profile', {
    travelers: [adaLovelaceTraveler, privateProfileTraveler],
    users: [],
  }),
  'travelers/default-profile': {
    description: "The default profile marked (the corporate session's default traveler)",
    handlers: {
      session: sessionHandlers(corporateSession),
      travelers: travelersHandlers({
        travelers: [adaLovelaceTraveler, defaultProfileTraveler],
        users: linkedUsers,
      }),
    },
  },
  'travelers/ghost-user': answering('A ghost user', {
    travelers: [adaLovelaceTraveler, ghostUserTraveler],
    users: [],
  }),
  'travelers/hidden-ids': {
    description: `Hidden travelers filtered out (hiddenTravelerIds: ${charlesBabbageTraveler.id})`,
    handlers: {
      session: sessionHandlers(corporateWith({ hiddenTravelerIds: [charlesBabbageTraveler.id] })),
      travelers: travelersHandlers(),
    },
  },
  'travelers/no-view-users': {
    description: 'Own travelers only; the user list is not fetched (canViewUsers false)',
    handlers: {
      session: sessionHandlers(
        corporateWith({ permissions: { canViewAdmin: true, canViewUsers: false } }),
      ),
      travelers: travelersHandlers(),
    },
  },
  'travelers/loyalty': answering('Hotel loyalty and frequent-flyer numbers (Charles Babbage)', {
    travelers: [adaLovelaceTraveler, charlesBabbageTraveler],
    users: [],
  }),
  'travelers/passport': answering(
    'Passports: country of issue GB (sent) and GBR (not sent, not 2 characters)',
    { travelers: [maryShelleyTraveler, percyShelleyTraveler], users: [] },
  ),
  'travelers/assistance': answering(
    'Special assistance BLND, DEAF, STCR, WCHR, WCHS, WCHC, WCBD, WCBW, WCLB, WCMP, WCOB',
    { travelers: [alanTuringTraveler], users: [] },
  ),
} satisfies Record<`travelers/${string}`, Scenario>;
