/** Properties of a `POST /tracking/event` call. */
export type TrackingEventProperties = Readonly<Record<string, unknown>>;

/**
 * spec: platform §7 "POST /tracking/event: properties (has_credits is copied to
 * has_travel_credit)". The copy wins over a has_travel_credit already there, so the two never
 * disagree; without has_credits the properties go as they are.
 */
export function trackingEventProperties(
  properties: TrackingEventProperties,
): TrackingEventProperties {
  return 'has_credits' in properties
    ? { ...properties, has_travel_credit: properties.has_credits }
    : properties;
}
