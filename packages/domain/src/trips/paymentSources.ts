/** Where the money of a booking comes from (spec: products §3 Trips and payments). */
export const paymentSources = ['UserCard', 'Rewards', 'AncillaryCredit', 'TravelWallet'] as const;
export type PaymentSource = (typeof paymentSources)[number];
