export * from './TravelerList';
export * from './TravelerCard';
export * from './TravelerFormDialog';
export * from './DeleteTravelerDialog';
export { travelerTexts } from './travelerTexts';
export { travelerFlagLabels, type TravelerFlag } from './travelerFlags';
export { specialAssistanceLabels } from './specialAssistanceLabels';
export type { TravelerDraft } from './travelerFormValues';
