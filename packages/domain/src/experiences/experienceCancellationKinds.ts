/** Cancellation terms of an experience (spec: products §3 Experiences "cancellation FreeCancellation, PaidCancellation"). */
export const experienceCancellationKinds = ['FreeCancellation', 'PaidCancellation'] as const;
export type ExperienceCancellationKind = (typeof experienceCancellationKinds)[number];
