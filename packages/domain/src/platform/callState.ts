/** spec: platform §4 "every asynchronous call is NotCalled, InProcess, Success or Failed". */
export const callStates = ['NotCalled', 'InProcess', 'Success', 'Failed'] as const;
export type CallState = (typeof callStates)[number];

/** spec: platform §4 "(the shop call also has FailureAcknowledged)". */
export const shopCallStates = [...callStates, 'FailureAcknowledged'] as const;
export type ShopCallState = (typeof shopCallStates)[number];

/** A call counts as in progress while InProcess (spec: platform §4 "no call is in progress"). */
export function isCallInProgress(state: ShopCallState): boolean {
  return state === 'InProcess';
}
