import { PageLoading, travelWalletTexts } from '@wayfare/ui';

/** What the wallet shows while its experiments, its calls or the page's code load. */
export function TravelWalletLoading() {
  return <PageLoading label={travelWalletTexts.loading} />;
}
