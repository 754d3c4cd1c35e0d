import { PageLoading } from '@wayfare/ui';
import { travelersPageTexts } from './travelersPageTexts';

/** While the page's code or the traveler list loads. */
export function TravelersLoading() {
  return <PageLoading label={travelersPageTexts.loading} />;
}
