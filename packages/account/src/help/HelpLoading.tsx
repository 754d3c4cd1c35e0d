import { PageLoading } from '@wayfare/ui';
import { helpTexts } from './helpTexts';

/** What shows while a help page's code loads on a first visit straight to it. */
export function HelpLoading() {
  return <PageLoading label={helpTexts.loading} />;
}
