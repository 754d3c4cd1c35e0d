import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { checkoutTexts, travelerStepTexts } from '@wayfare/domain';
import { useEffect, useRef } from 'react';
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
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) editRef.current?.focus();
  }, [focusOnMount]);
  const traveler = travelers.find(({ id }) => id === selectedTravelerId);
  const facts = [
    ...(traveler
      ? [{ term: travelerStepTexts.traveler, details: `${traveler.givenName} ${traveler.surname}` }]
      : []),
    { term: travelerStepTexts.email, details: contact.email },
    { term: travelerStepTexts.phone, details: contact.phone },
  ];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'stretch', md: 'flex-start' },
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(({ term, details }) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{details}</dd>
          </Box>
        ))}
      </Box>
      <Button ref={editRef} variant="outlined" onClick={onEdit} disabled={disabled}>
        {checkoutTexts.editTraveler}
      </Button>
    </Box>
  );
}
