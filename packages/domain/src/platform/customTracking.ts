/** spec: platform §5 "Custom tracking keys: letters and digits only." At least one of them. */
export const customTrackingKeyPattern = /^[A-Za-z0-9]+$/;

/**
 * spec: platform §5 "Their values: letters, digits, space and / @ . _ + -." At least one
 * character: an empty value is no value.
 */
export const customTrackingValuePattern = /^[A-Za-z0-9 /@._+-]+$/;

export function isValidCustomTrackingKey(key: string): boolean {
  return customTrackingKeyPattern.test(key);
}

export function isValidCustomTrackingValue(value: string): boolean {
  return customTrackingValuePattern.test(value);
}

export interface CustomTrackingErrors {
  readonly key: boolean;
  readonly value: boolean;
}

/** spec: platform §5 "Otherwise flagged as error": which half of a key-value pair to flag. */
export function customTrackingErrors(key: string, value: string): CustomTrackingErrors {
  return { key: !isValidCustomTrackingKey(key), value: !isValidCustomTrackingValue(value) };
}
