import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { canCancelIndividualTraveler } from '@wayfare/domain';
import { useId, useState } from 'react';
import { flightCancellationTexts } from './flightCancellationTexts';
import { SupportPhoneLink } from './SupportPhoneLink';

export interface OneTravelerOnlyProps {
  /** The tenant's support line, where a phone agent cancels part of a booking. */
  readonly supportPhone: string;
  /** A call is under way: the button does nothing. */
  readonly disabled?: boolean;
}

/**
 * "Cancel for one traveler only": a button that shows why it cannot be done here and who can do it
 * (spec: products §1 "Individual traveler cancellation is possible only through a phone agent",
 * §6), with the support line. It says whether it is open (aria-expanded), and names what it opens.
 */
export function OneTravelerOnly({ supportPhone, disabled = false }: OneTravelerOnlyProps) {
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  // Online, never: the explanation is the rule's answer for this channel.
  const online = canCancelIndividualTraveler('Online');
  return (
    <Box>
      <Button
        variant="text"
        size="small"
        aria-expanded={open}
        aria-controls={explanationId}
        disabled={disabled}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ px: 0 }}
      >
        {flightCancellationTexts.oneTraveler}
      </Button>
      <Box id={explanationId} hidden={!open}>
        {open && !online && (
          <Alert severity="info" sx={{ mt: 1 }}>
            <Typography variant="body2">
              {flightCancellationTexts.oneTravelerLead} <SupportPhoneLink phone={supportPhone} />{' '}
              {flightCancellationTexts.oneTravelerRest}
            </Typography>
          </Alert>
        )}
      </Box>
    </Box>
  );
}
