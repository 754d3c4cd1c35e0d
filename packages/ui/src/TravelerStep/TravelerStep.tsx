import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  travelerStepTexts,
  type TravelerContact,
  type TravelerProfile,
  type TravelerStepMode,
  type TravelerStepSave,
} from '@wayfare/domain';
import { useId, useState, type Ref } from 'react';
import { TravelerStepEdit } from './TravelerStepEdit';
import { TravelerStepView } from './TravelerStepView';

export type { NewTraveler, TravelerContact, TravelerStepSave } from '@wayfare/domain';

export interface TravelerStepProps {
  /** Edit the traveler and contact, or view them once saved (`nextTravelerStepMode` of @wayfare/domain). */
  readonly mode: TravelerStepMode;
  /** The saved travelers, already merged and sorted (`mergeTravelers`); may be empty. */
  readonly travelers: readonly TravelerProfile[];
  /**
   * The chosen traveler: in edit mode the initial choice (e.g. `defaultTraveler(...)`, or the one
   * kept across a refresh), in view mode the traveler shown.
   */
  readonly selectedTravelerId?: string | undefined;
  /**
   * The contact: in edit mode the initial values (the phone may be prefilled from the customer
   * details), in view mode the values shown. Edit mode keeps its own copy from then on: give the
   * step a new `key` to start again from new values.
   */
  readonly contact: TravelerContact;
  /** A saved traveler was chosen (`undefined` when the choice is cleared or a new one is being added). */
  readonly onTravelerChange?: (travelerId: string | undefined) => void;
  /** The email or phone was edited. */
  readonly onContactChange?: (contact: TravelerContact) => void;
  /** Save & Continue with everything valid. */
  readonly onSave: (save: TravelerStepSave) => void;
  /** "Edit traveler" in view mode. */
  readonly onEdit: () => void;
  /** A call is in progress: nothing can be changed or pressed. */
  readonly disabled?: boolean;
  /** The section's id, to scroll to the traveler section (e.g. after a guests restriction). */
  readonly anchorId?: string;
  /** The step's section, for a page that brings it into view ("modify travelers", spec: platform §8). */
  readonly sectionRef?: Ref<HTMLElement>;
  /** The heading's level in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/**
 * Step 1 of the desktop checkout, "Primary traveler information" (spec: platform §2, §4, §5): in
 * edit mode a traveler select (or a new traveler), email and phone and Save & Continue, which
 * flags whatever is missing; in view mode the saved choice and "Edit traveler".
 */
export function TravelerStep({
  mode,
  anchorId,
  sectionRef,
  headingLevel = 2,
  ...props
}: TravelerStepProps) {
  const headingId = useId();
  // Focus follows a switch of mode (Save & Continue, Edit traveler), never the first render, so
  // the keyboard stays in the step without the page stealing focus when it loads.
  const [shownMode, setShownMode] = useState(mode);
  const [modeSwitched, setModeSwitched] = useState(false);
  if (shownMode !== mode) {
    setShownMode(mode);
    setModeSwitched(true);
  }
  return (
    <Box
      component="section"
      ref={sectionRef}
      id={anchorId}
      aria-labelledby={headingId}
      data-mode={mode}
      sx={{ scrollMarginTop: (theme) => theme.spacing(10) }}
    >
      <Typography id={headingId} component={`h${headingLevel}`} variant="h5" sx={{ mb: 2 }}>
        {travelerStepTexts.heading}
      </Typography>
      {mode === 'edit' ? (
        <TravelerStepEdit {...props} focusOnMount={modeSwitched} />
      ) : (
        <TravelerStepView {...props} focusOnMount={modeSwitched} />
      )}
    </Box>
  );
}
