import { checkoutTexts, travelerStepTexts } from '@wayfare/domain';
import { SavedStepFacts } from './SavedStepFacts';
import type { TravelerStepProps } from './TravelerStep';

interface TravelerStepViewProps extends Pick<
  TravelerStepProps,
  'travelers' | 'selectedTravelerId' | 'contact' | 'onEdit' | 'disabled'
> {
  /** Move focus to "Edit traveler" when shown (the step has just been saved). */
  readonly focusOnMount: boolean;
}

/**
 * The saved traveler and contact, and "Edit traveler" (spec: platform §4). Focus moves to the
 * button when the step switches to view, so the keyboard does not fall back to the page's start.
 */
export function TravelerStepView({
  travelers,
  selectedTravelerId,
  contact,
  onEdit,
  disabled = false,
  focusOnMount,
}: TravelerStepViewProps) {
  const traveler = travelers.find(({ id }) => id === selectedTravelerId);
  const facts = [
    ...(traveler
      ? [{ term: travelerStepTexts.traveler, details: `${traveler.givenName} ${traveler.surname}` }]
      : []),
    { term: travelerStepTexts.email, details: contact.email },
    { term: travelerStepTexts.phone, details: contact.phone },
  ];
  return (
    <SavedStepFacts
      facts={facts}
      editLabel={checkoutTexts.editTraveler}
      onEdit={onEdit}
      disabled={disabled}
      focusOnMount={focusOnMount}
      rowGap={0.5}
    />
  );
}
