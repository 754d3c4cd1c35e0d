/** Whether a flight booking can still be voided (spec: products §3 "Void states"). */
export const voidStates = ['TicketedVoid', 'PreTicketVoidable', 'NotVoidable'] as const;
export type VoidState = (typeof voidStates)[number];
