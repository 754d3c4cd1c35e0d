import {
  cancellationTypeLabel,
  cancellationTypeLabelTexts,
  hotelConfirmationTexts,
  hotelRoomLines,
  paymentTimingTexts,
  type ChosenRoomRate,
} from '@wayfare/domain';

/**
 * What the checkout says of the chosen room and rate (products §3, §4): the room and its beds,
 * meal plan and cancellation label; how it is paid; a refundable room's coverage.
 */
export function hotelRoomChoiceTexts({ room, product, total }: ChosenRoomRate) {
  const { variant } = product;
  const isRefundableRoom = variant.type === 'RefundableRoom';
  const policy = isRefundableRoom ? variant.cancellationPolicy : product.cancellationPolicy;
  const label = cancellationTypeLabel(policy.policy, isRefundableRoom);
  return {
    room: hotelRoomLines({
      roomName: room.name,
      bedTypes: product.bedTypes ?? [],
      mealPlan: product.mealPlan,
      cancellationLabel: label,
    }),
    /** The label, with the rate's own words when it has them. */
    cancellation: [cancellationTypeLabelTexts[label], policy.primaryText]
      .filter(Boolean)
      .join(': '),
    /** The rate's own words on cancelling, beyond its label (which the room's lines name). */
    cancellationDetails: policy.primaryText,
    payment:
      product.paymentTiming === 'PayLater'
        ? hotelConfirmationTexts.payAtHotel(total.fiat)
        : paymentTimingTexts.PayNow,
    coverage: isRefundableRoom
      ? hotelConfirmationTexts.refundableRoom(variant.coveragePercentage, variant.coverageAmount)
      : undefined,
  };
}
