import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { checkoutBreakdownTexts, formatFiat, formatRewards } from '@wayfare/domain';
import { useId } from 'react';
import { BreakdownLines } from './BreakdownLines';
import type { BreakdownLine, BreakdownTotals } from './breakdownTypes';

export interface PriceBreakdownDropdownProps extends BreakdownTotals {
  /** The same lines as the desktop breakdown. */
  readonly lines: readonly BreakdownLine[];
  /** Open at first (uncontrolled); the traveller opens and closes it from then on. */
  readonly defaultExpanded?: boolean;
  /** The level of the heading that holds the toggle. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The mobile checkout's price breakdown (spec: platform §2 "Checkout, mobile": "a dropdown price
 * breakdown showing the trip total in cash and rewards"): a toggle with the trip total that opens
 * to the same lines as the desktop breakdown.
 */
export function PriceBreakdownDropdown({
  lines,
  tripTotal,
  tripTotalRewards,
  amountDue,
  defaultExpanded = false,
  headingLevel = 2,
}: PriceBreakdownDropdownProps) {
  const detailsId = useId();
  const summaryId = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={defaultExpanded}
      slotProps={{
        heading: { component: `h${headingLevel}` },
        region: { 'aria-labelledby': summaryId, id: detailsId },
      }}
    >
      <AccordionSummary id={summaryId} aria-controls={detailsId} expandIcon={<ExpandMoreRounded />}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            width: '100%',
            typography: 'subtitle1',
          }}
        >
          <Box component="span" sx={{ fontWeight: 700 }}>
            {checkoutBreakdownTexts.tripTotal}
          </Box>{' '}
          <Box component="span" sx={{ textAlign: 'end' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {formatFiat(tripTotal)}
            </Box>
            {tripTotalRewards && ' '}
            {tripTotalRewards && (
              <Box component="span" sx={{ display: 'block', typography: 'body2' }}>
                <Box component="span" sx={visuallyHidden}>
                  {checkoutBreakdownTexts.inRewards}:
                </Box>{' '}
                {formatRewards(tripTotalRewards)}
              </Box>
            )}
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <BreakdownLines
          lines={lines}
          tripTotal={tripTotal}
          tripTotalRewards={tripTotalRewards}
          amountDue={amountDue}
        />
      </AccordionDetails>
    </Accordion>
  );
}
