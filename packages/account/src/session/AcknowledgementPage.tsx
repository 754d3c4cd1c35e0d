import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routePaths } from '@wayfare/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NoticePage } from './NoticePage';
import { useReturnToSavedPath } from './useReturnToSavedPath';

/**
 * /acknowledgement/ (spec: platform §2, §8 code 40106): the user acknowledges the portal's terms
 * before going on. The spec shows neither the wording nor a call to record it: both ours, and the
 * server asks again (40106) until it has its own record.
 */
export function AcknowledgementPage() {
  const [accepted, setAccepted] = useState(false);
  const returnToSavedPath = useReturnToSavedPath();
  return (
    <NoticePage
      title="Before you continue"
      actions={
        <Button variant="contained" disabled={!accepted} onClick={returnToSavedPath}>
          Continue
        </Button>
      }
    >
      <Typography>
        Please read the{' '}
        <Link component={RouterLink} to={routePaths.terms}>
          terms of use
        </Link>{' '}
        for booking travel with your card, then confirm that you accept them.
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        }
        label="I have read and accept the terms of use"
      />
    </NoticePage>
  );
}
