import { z } from 'zod/mini';
import { refundabilities, type Refundability } from '../vacationRentals/listing';

/**
 * Hotel cancellation policies (spec: products §3). The same four values as a vacation-rental
 * rate's refundability (platform §3), so the two share one list.
 */
export const hotelCancellationPolicies = refundabilities;
export type HotelCancellationPolicy = Refundability;

/** The label a rate's cancellation terms are shown under (spec: products §3). */
export const cancellationTypeLabels = [
  'Cfar',
  'NonRefundable',
  'Refundable',
  'FullyRefundable',
] as const;
export type CancellationTypeLabel = (typeof cancellationTypeLabels)[number];

/** A rate's cancellation policy; the texts beside the policy are ours (spec: fields not shown). */
export const hotelCancellationPolicySchema = z.object({
  policy: z.enum(hotelCancellationPolicies),
  primaryText: z.optional(z.string()),
  secondaryText: z.optional(z.string()),
});
export type HotelCancellationPolicyDetails = z.infer<typeof hotelCancellationPolicySchema>;

/**
 * spec: products §3 "cancellation-type labels Cfar, NonRefundable, Refundable, FullyRefundable";
 * STATES §20 hotels/rate/{fully-refundable,non-refundable,partially-refundable,unknown}.
 * A refundable-room variant is labelled Cfar whatever the rate's own policy. An Unknown policy is
 * labelled NonRefundable: we never promise a refund the supplier has not confirmed.
 */
export function cancellationTypeLabel(
  policy: HotelCancellationPolicy,
  isRefundableRoom = false,
): CancellationTypeLabel {
  if (isRefundableRoom) return 'Cfar';
  switch (policy) {
    case 'FullyRefundable':
      return 'FullyRefundable';
    case 'PartiallyRefundable':
      return 'Refundable';
    case 'NonRefundable':
    case 'Unknown':
      return 'NonRefundable';
  }
}
