import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { placeholderDateOfBirth, type TravelerProfile } from '@wayfare/domain';
import { useId } from 'react';
import { TravelerDetailsList } from './TravelerDetailsList';
import { TravelerFlagChips } from './TravelerFlagChips';
import { travelerTexts } from './travelerTexts';

export interface TravelerCardProps {
  readonly traveler: TravelerProfile;
  /** "Edit"; left out, the traveler cannot be edited here (a placeholder of a corporate user). */
  readonly onEdit?: ((traveler: TravelerProfile) => void) | undefined;
  /** "Delete" (the page asks first); left out, the traveler cannot be deleted here. */
  readonly onDelete?: ((traveler: TravelerProfile) => void) | undefined;
  /** The name's heading level in the page outline. */
  readonly headingLevel?: 2 | 3;
}

export const travelerName = (traveler: Pick<TravelerProfile, 'givenName' | 'surname'>) =>
  `${traveler.givenName} ${traveler.surname}`;

/** One traveler: the name, the flags, the saved details, and Edit and Delete. */
export function TravelerCard({ traveler, onEdit, onDelete, headingLevel = 2 }: TravelerCardProps) {
  const headingId = useId();
  const name = travelerName(traveler);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-traveler-id={traveler.id}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} component={`h${headingLevel}`} variant="h6">
        {name}
      </Typography>
      <TravelerFlagChips traveler={traveler} />
      <TravelerDetailsList
        traveler={traveler}
        // spec: platform §3 placeholder profiles carry the date of birth 1870-01-01: not a real one.
        dateOfBirthKnown={traveler.dateOfBirth !== placeholderDateOfBirth}
      />
      {(onEdit ?? onDelete) && (
        <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 1 }}>
          {onEdit && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<EditOutlined />}
              // The visible word, then whose card it is: each button is told apart by its name.
              aria-label={`${travelerTexts.edit} ${name}`}
              onClick={() => onEdit(traveler)}
            >
              {travelerTexts.edit}
            </Button>
          )}
          {onDelete && (
            <Button
              color="error"
              size="small"
              startIcon={<DeleteOutlineRounded />}
              aria-label={`${travelerTexts.delete} ${name}`}
              onClick={() => onDelete(traveler)}
            >
              {travelerTexts.delete}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
