/**
 * Backend failure codes the spec names (products §8 "Backend failure codes"). The spec adds "and
 * others": a code outside this list can arrive, so readers of server codes take a string.
 */
export const backendFailureCodes = [
  'BookFailed',
  'CaptureFailed',
  'ExecutionTimeout',
  'HardTimeout',
  'Incomplete',
  'InvalidGDSCharacter',
  'InvalidOffPoint',
  'MaximumPriceIncreaseReached',
  'NoProductsAvailable',
  'ParseError',
  'PaymentError',
  'ProviderError',
  'SegmentCanceledAfterTicketing',
  'SessionClosed',
  'TicketReadError',
  'Timeout',
  'VoidFailed',
] as const;
export type BackendFailureCode = (typeof backendFailureCodes)[number];
