/** Why a freeze cannot be found or exercised (spec: products §8 "Price-freeze lookup and exercise"). */
export const priceFreezeLookupErrors = [
  'NotFound',
  'AlreadyExchanged',
  'AlreadyExercised',
  'AlreadyRefunded',
  'Unknown',
] as const;
export type PriceFreezeLookupError = (typeof priceFreezeLookupErrors)[number];

const scenarioIds: Record<PriceFreezeLookupError, string> = {
  NotFound: 'price-freeze/lookup-not-found',
  AlreadyExchanged: 'price-freeze/lookup-already-exchanged',
  AlreadyExercised: 'price-freeze/lookup-already-exercised',
  AlreadyRefunded: 'price-freeze/lookup-already-refunded',
  Unknown: 'price-freeze/lookup-unknown',
};

/** The STATES §24 scenario id of a lookup or exercise error. */
export function priceFreezeLookupErrorScenarioId(error: PriceFreezeLookupError): string {
  return scenarioIds[error];
}
