import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { checkoutBreakdownTexts, formatFiat, formatRewards } from '@wayfare/domain';
import type { BreakdownLine, BreakdownTotals } from './breakdownTypes';

export interface BreakdownLinesProps extends BreakdownTotals {
  readonly lines: readonly BreakdownLine[];
}

/**
 * The lines of the breakdown as a description list: charges and discounts, the trip total (in cash
 * and, with an account chosen, in rewards), then the payments applied and the amount due.
 */
export function BreakdownLines({
  lines,
  tripTotal,
  tripTotalRewards,
  amountDue,
}: BreakdownLinesProps) {
  const priceLines = lines.filter((line) => line.kind !== 'payment');
  const paymentLines = lines.filter((line) => line.kind === 'payment');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 2,
        rowGap: 1,
        typography: 'body2',
        '& dd': { m: 0, textAlign: 'end', whiteSpace: 'nowrap' },
        '& [data-kind="discount"], & [data-kind="payment"]': { color: 'success.dark' },
        '& [data-total]': { typography: 'subtitle1', fontWeight: 700 },
        // The trip total is ruled off from the lines that make it up.
        '& [data-total="trip"]': { borderTop: 1, borderColor: 'divider', pt: 1 },
      }}
    >
      {priceLines.map((line, index) => (
        <Row key={`${line.label}-${index}`} line={line} />
      ))}
      <Box sx={{ display: 'contents' }}>
        <dt data-total="trip">{checkoutBreakdownTexts.tripTotal}</dt>
        <dd data-total="trip">
          {formatFiat(tripTotal)}
          {tripTotalRewards && ' '}
          {tripTotalRewards && (
            <Box component="span" sx={{ display: 'block', typography: 'body2', fontWeight: 400 }}>
              <Box component="span" sx={visuallyHidden}>
                {checkoutBreakdownTexts.inRewards}:
              </Box>{' '}
              {formatRewards(tripTotalRewards)}
            </Box>
          )}
        </dd>
      </Box>
      {paymentLines.map((line, index) => (
        <Row key={`${line.label}-${index}`} line={line} />
      ))}
      {paymentLines.length > 0 && amountDue && (
        <Box sx={{ display: 'contents' }}>
          <dt data-total="due">{checkoutBreakdownTexts.amountDue}</dt>
          <dd data-total="due">{formatFiat(amountDue)}</dd>
        </Box>
      )}
    </Box>
  );
}

function Row({ line }: { readonly line: BreakdownLine }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <dt data-kind={line.kind}>{line.label}</dt>
      <dd data-kind={line.kind}>{formatFiat(line.amount)}</dd>
    </Box>
  );
}
