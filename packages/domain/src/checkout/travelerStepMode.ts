/** The desktop traveler step is edited, or viewed once saved (spec: platform §4 "Desktop checkout"). */
export const travelerStepModes = ['edit', 'view'] as const;
export type TravelerStepMode = (typeof travelerStepModes)[number];

export const travelerStepEvents = [
  'save-and-continue',
  'edit-traveler',
  'quote-error',
  'confirmation-details-error',
] as const;
export type TravelerStepEvent = (typeof travelerStepEvents)[number];

/**
 * spec: platform §4 "Save & Continue saves, switches to view mode ("Edit traveler" returns to edit
 * mode) and starts a price quote. ... Errors in the quote or confirmation details reset the view
 * to traveler edit mode."
 */
export function nextTravelerStepMode(event: TravelerStepEvent): TravelerStepMode {
  return event === 'save-and-continue' ? 'view' : 'edit';
}
