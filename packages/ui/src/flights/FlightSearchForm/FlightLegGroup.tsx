import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { flightSearchFormTexts } from './flightSearchFormTexts';

export interface FlightLegGroupProps {
  /** The leg's number, from 1: the group's name ("Flight 2"). */
  readonly number: number;
  /** Remove pressed; without it the leg cannot be removed and shows no button. */
  readonly onRemove: (() => void) | undefined;
  /** The leg's fields. */
  readonly children: ReactNode;
}

/**
 * One leg of an open jaw or a multi-city trip: a group named by its number, so that its From, To
 * and Depart are read with it, and its remove button while the trip has legs to spare.
 */
export function FlightLegGroup({ number, onRemove, children }: FlightLegGroupProps) {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40, mb: 1 }}>
        <Typography id={titleId} sx={{ fontWeight: 600, flexGrow: 1 }}>
          {flightSearchFormTexts.flight(number)}
        </Typography>
        {onRemove && (
          <IconButton aria-label={flightSearchFormTexts.removeFlight(number)} onClick={onRemove}>
            <CloseRounded />
          </IconButton>
        )}
      </Stack>
      {children}
    </Box>
  );
}
