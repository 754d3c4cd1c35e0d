import { PageLoading } from '@wayfare/ui';
import { tripsTexts } from '../tripsTexts';

/** What My Trips shows while a page's code loads on a first visit straight to it. */
export function TripsLoading() {
  return <PageLoading label={tripsTexts.loading} />;
}
