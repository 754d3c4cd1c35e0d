import type { ErrorPanelContent } from '@wayfare/domain';
import { travelWalletTexts } from '@wayfare/ui';

/**
 * The panel of a failed wallet load: the spec's generic "Something went wrong." (platform §8),
 * with a retry. The subtitle is ours: the spec gives the wallet no failure text of its own.
 */
export const travelWalletFailure: ErrorPanelContent = {
  icon: 'generic-error',
  title: travelWalletTexts.failedTitle,
  subtitle: travelWalletTexts.failedSubtitle,
  primary: { action: 'try-again', label: travelWalletTexts.retry },
};
