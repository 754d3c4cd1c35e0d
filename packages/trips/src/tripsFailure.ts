import type { ErrorPanelContent } from '@wayfare/domain';
import { tripsTexts } from './tripsTexts';

/**
 * The panel of a failed load: the spec's generic "Something went wrong." (platform §8), with a
 * retry; the subtitle, ours, says what did not load.
 */
export const tripsFailure = (subtitle: string): ErrorPanelContent => ({
  icon: 'generic-error',
  title: tripsTexts.failedTitle,
  subtitle,
  primary: { action: 'try-again', label: tripsTexts.retry },
});
