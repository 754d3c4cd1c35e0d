/** What disruption detection answers when there is nothing to act on (spec: products §8). */
export const disruptionDetectionResponses = [
  'NoDisruptionProtectionAttached',
  'NoDisruptionDetected',
] as const;
export type DisruptionDetectionResponse = (typeof disruptionDetectionResponses)[number];
