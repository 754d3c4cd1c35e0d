import { countPoll } from './purchaseState';

/** How a poll answers before it settles. */
export interface PollBehaviour {
  /** Polls answering Pending next; `Infinity` never settles. Default 1. */
  readonly pendingPolls?: number;
}

export type PollStage = 'pending' | 'settled';

/** Where this poll of `token` stands, counting it. */
export function pollStage(token: string, behaviour: PollBehaviour = {}): PollStage {
  const poll = countPoll(token);
  if (poll <= (behaviour.pendingPolls ?? 1)) return 'pending';
  return 'settled';
}
