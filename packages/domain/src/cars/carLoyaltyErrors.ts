/** Errors a car-rental loyalty number can get (spec: products §3 Cars, §8). */
export const carLoyaltyErrors = [
  'InvalidLoyaltyNumber',
  'LoyaltyNameMismatch',
  'DollarExpressNotFound',
  'BlueChipNumberNotFound',
] as const;
export type CarLoyaltyError = (typeof carLoyaltyErrors)[number];

// The messages are ours: the spec names the errors but not what the user reads (products §8
// "Screen reactions to these: not shown").
const messages: Record<CarLoyaltyError, string> = {
  InvalidLoyaltyNumber:
    'This loyalty number is not valid. Please check it and try again, or continue without it.',
  LoyaltyNameMismatch:
    'The name on this loyalty account does not match the driver. Please use the loyalty number of the driver named on the booking.',
  DollarExpressNotFound:
    'We could not find this Dollar Express number. Please check it and try again, or continue without it.',
  BlueChipNumberNotFound:
    'We could not find this Blue Chip number. Please check it and try again, or continue without it.',
};

/**
 * spec: products §3 Cars "loyalty errors InvalidLoyaltyNumber, LoyaltyNameMismatch,
 * DollarExpressNotFound, BlueChipNumberNotFound": what the user reads when the supplier rejects a
 * loyalty number (texts ours).
 */
export function carLoyaltyErrorMessage(error: CarLoyaltyError): string {
  return messages[error];
}
