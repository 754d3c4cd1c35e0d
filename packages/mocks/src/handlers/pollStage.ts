import { countPoll } from './purchaseState';

/** How a poll answers before it settles. */
export interface PollBehaviour {
  /** Polls answering 500 first (a non-200 poll counts as pending, spec: platform §4). Default 0. */
  readonly failingPolls?: number;
  /** Polls answering Pending next; `Infinity` never settles. Default 1. */
  readonly pendingPolls?: number;
}

export type PollStage = 'failing' | 'pending' | 'settled';

/** Where this poll of `token` stands, counting it. */
export function pollStage(token: string, behaviour: PollBehaviour = {}): PollStage {
  const poll = countPoll(token);
  const failing = behaviour.failingPolls ?? 0;
  if (poll <= failing) return 'failing';
  if (poll <= failing + (behaviour.pendingPolls ?? 1)) return 'pending';
  return 'settled';
}
