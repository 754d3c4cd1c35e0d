/** Where a hotel booking with cancel-for-any-reason stands (spec: products §4; STATES §25 hotel-cfar/*). */
export const hotelCfarStates = [
  'AgentReviewAndFulfillment',
  'Canceled',
  'ContactCustomerService',
  'FullyRefundable',
  'PartiallyRefundable',
  'NonRefundablePartially',
  'PastCheckInDate',
] as const;
export type HotelCfarState = (typeof hotelCfarStates)[number];

const scenarioIds: Record<HotelCfarState, string> = {
  AgentReviewAndFulfillment: 'hotel-cfar/agent-review',
  Canceled: 'hotel-cfar/canceled',
  ContactCustomerService: 'hotel-cfar/contact-customer-service',
  FullyRefundable: 'hotel-cfar/fully-refundable',
  PartiallyRefundable: 'hotel-cfar/partially-refundable',
  NonRefundablePartially: 'hotel-cfar/non-refundable-partially',
  PastCheckInDate: 'hotel-cfar/past-check-in',
};

/** The STATES §25 scenario id of a hotel cancel-for-any-reason state. */
export function hotelCfarStateScenarioId(state: HotelCfarState): string {
  return scenarioIds[state];
}
