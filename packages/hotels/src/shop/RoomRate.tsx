import AcUnitRounded from '@mui/icons-material/AcUnitRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  cancellationTypeLabel,
  cancellationTypeLabelTexts,
  formatFiat,
  formatRewards,
  hotelPriceFreezeOfferText,
  mealPlanLabels,
  offeredRoomProductPrices,
  paymentTimingTexts,
  type OfferedRoomProduct,
  type Price,
} from '@wayfare/domain';
import { useId } from 'react';
import { hotelPageTexts } from './hotelPageTexts';

export interface RoomRateProps {
  readonly product: OfferedRoomProduct;
  readonly nights: number;
  /** For a refundable variant: the sell rate of the same rate without the premium. */
  readonly roomSellRate?: Price;
  /** hotelBookType Miles (products §2): prices also in this rewards account's currency. */
  readonly rewardsAccountReferenceId?: string;
  readonly onSelect: (product: OfferedRoomProduct) => void;
}

/** "$412.00", or with miles: "$412.00 or 41,200 miles". */
function priceText(price: Price, rewardsAccountReferenceId: string | undefined) {
  const rewards =
    rewardsAccountReferenceId === undefined
      ? undefined
      : price.rewards?.[rewardsAccountReferenceId];
  const cash = formatFiat(price.fiat);
  return rewards ? `${cash} or ${formatRewards(rewards)}` : cash;
}

/**
 * One way to book a room (spec: products §3 room product; §4 the refundable-room variant; STATES
 * §20 hotels/rate/*, room-select/*): its cancellation label, meal plan and payment timing, its
 * price a night and for the stay. A refundable variant shows what the premium adds: the room's
 * sell rate, the premium and their sum (the variant's sell rate), and the premium a night rounded
 * up; its coverage and pricing description. A price-freeze offer is named when the rate has one.
 */
export function RoomRate({
  product,
  nights,
  roomSellRate,
  rewardsAccountReferenceId,
  onSelect,
}: RoomRateProps) {
  const nameId = useId();
  const { variant } = product;
  const refundable = variant.type === 'RefundableRoom' ? variant : undefined;
  const label = cancellationTypeLabel(product.cancellationPolicy.policy, refundable !== undefined);
  const { nightly, total } = offeredRoomProductPrices(product);
  const price = (value: Price) => priceText(value, rewardsAccountReferenceId);

  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'end',
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={0.75}>
        <Typography id={nameId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {cancellationTypeLabelTexts[label]}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {product.mealPlan && <Chip size="small" label={mealPlanLabels[product.mealPlan]} />}
          <Chip size="small" variant="outlined" label={paymentTimingTexts[product.paymentTiming]} />
        </Stack>
        {refundable && (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              columnGap: 2,
              justifyContent: 'start',
              typography: 'body2',
            }}
          >
            <dt>{hotelPageTexts.roomRate(nights)}</dt>
            <dd style={{ margin: 0 }}>{roomSellRate && formatFiat(roomSellRate.fiat)}</dd>
            <dt>{hotelPageTexts.premium}</dt>
            <dd style={{ margin: 0 }}>{formatFiat(refundable.premiumPrices.fiat)}</dd>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {hotelPageTexts.roomWithPremium}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatFiat(product.sellRate.fiat)}
            </Box>
          </Box>
        )}
        {refundable && (
          <Typography variant="body2" color="text.secondary">
            {`${refundable.pricingDescription} ${hotelPageTexts.coverage(refundable.coveragePercentage, formatFiat(refundable.coverageAmount))}.`}
            {refundable.cancellationPolicyScenario === 'NonRefundablePremium' &&
              ` ${hotelPageTexts.premiumNotRefunded}`}
          </Typography>
        )}
        {product.priceFreezeOffer && (
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'info.dark' }}
          >
            <AcUnitRounded fontSize="small" aria-hidden />
            {hotelPriceFreezeOfferText(product.priceFreezeOffer)}
          </Typography>
        )}
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
        <Typography variant="h3" component="p" sx={{ fontSize: '1.25rem' }}>
          {`${price(nightly)} ${hotelPageTexts.perNight}`}
        </Typography>
        {refundable && (
          <Typography variant="body2" color="text.secondary">
            {hotelPageTexts.premiumPerNight(formatFiat(refundable.premiumPricesPerNight.fiat))}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {hotelPageTexts.totalTaxesIncluded(price(total))}
        </Typography>
        <Button
          variant="contained"
          onClick={() => onSelect(product)}
          aria-describedby={nameId}
          sx={{ mt: 1 }}
        >
          {hotelPageTexts.select}
        </Button>
      </Stack>
    </Box>
  );
}
