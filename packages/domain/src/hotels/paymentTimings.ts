/** When a hotel rate is paid: now, or at the hotel (spec: products §3). */
export const paymentTimings = ['PayNow', 'PayLater'] as const;
export type PaymentTiming = (typeof paymentTimings)[number];
