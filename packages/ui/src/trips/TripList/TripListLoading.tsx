import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { TripListTabId } from '@wayfare/domain';
import { tripsHubTexts } from '../tripsHubTexts';
import { TripListPanel } from './TripListPanel';

export interface TripListLoadingProps {
  /** The tab being loaded: its panel and heading show at once, its trips as placeholders. */
  readonly tab: TripListTabId;
  /** The heading level of the tab's label, as the list will have it. */
  readonly headingLevel?: 2 | 3;
  /** A class for the root element, to place it in its page. */
  readonly className?: string;
}

/** Placeholders shown while the trips load: a phone's screen of cards. */
const placeholderCount = 3;
/** A placeholder's height: about a booked trip's card, so the cards replace it without a jump. */
const placeholderHeight = 184;

/**
 * A tab's panel while its trips load (STATES.md §21 "trips/loading"): its heading, and a status
 * named "Loading your trips" holding card placeholders of a fixed size, so the page does not
 * shift while they load.
 */
export function TripListLoading({ tab, headingLevel = 2, className }: TripListLoadingProps) {
  return (
    <TripListPanel tab={tab} headingLevel={headingLevel} className={className}>
      <Box
        role="status"
        aria-label={tripsHubTexts.loading}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: placeholderCount }, (_, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            aria-hidden
            height={placeholderHeight}
            sx={{ maxWidth: 'none' }}
          />
        ))}
      </Box>
    </TripListPanel>
  );
}
