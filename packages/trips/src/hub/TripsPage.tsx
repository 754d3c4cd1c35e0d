import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLinkBehavior, useBookingEnvironment, useTripList } from '@wayfare/booking';
import { parseTripsTab, tripsPath, type TripListTabId } from '@wayfare/domain';
import { ErrorPanel, TripList, TripListLoading, TripListTabsBar } from '@wayfare/ui';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tripsFailure } from '../tripsFailure';
import { tripsTexts } from '../tripsTexts';
import { ScheduleChangeReview, useScheduleChangeReview } from './ScheduleChangeReview';
import { StopWatching, useStopWatchingRequest } from './StopWatching';

/**
 * The trips hub (products §2 "my trips homepage", "Trip-list tabs"; STATES §21): the six tabs,
 * the tab kept in the address (/trips/?tab=), and the chosen tab's trips, loading, empty or failed
 * with a retry. A watch can be stopped and a schedule change answered from its card.
 */
export function TripsPage() {
  const [search] = useSearchParams();
  const tab = parseTripsTab(search);
  const navigate = useNavigate();
  const { now, timeZone } = useBookingEnvironment();
  const list = useTripList(tab);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stopWatching = useStopWatchingRequest();
  const scheduleChange = useScheduleChangeReview();
  const chooseTab = (next: TripListTabId) => void navigate(tripsPath(next));
  // The retry button goes away with the panel: focus moves to the page's heading, not to nowhere.
  const retry = (retryLoad: () => void) => {
    headingRef.current?.focus();
    retryLoad();
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{`${tripsTexts.heading} | Wayfare`}</title>
      <Stack spacing={3}>
        <Typography ref={headingRef} variant="h1" tabIndex={-1} sx={{ outline: 'none' }}>
          {tripsTexts.heading}
        </Typography>
        <TripListTabsBar value={tab} onChange={chooseTab} />
        {list.status === 'loading' && <TripListLoading tab={tab} />}
        {list.status === 'failed' && (
          <ErrorPanel
            content={tripsFailure(tripsTexts.failedSubtitle)}
            onAction={() => retry(list.retry)}
          />
        )}
        {list.status === 'ready' && (
          <TripList
            tab={tab}
            trips={list.data}
            now={now()}
            timeZone={timeZone}
            LinkComponent={RouterLinkBehavior}
            onStopWatching={stopWatching.open}
            onReviewScheduleChange={scheduleChange.open}
          />
        )}
      </Stack>
      <StopWatching request={stopWatching} onGone={() => headingRef.current?.focus()} />
      <ScheduleChangeReview review={scheduleChange} />
    </Container>
  );
}
