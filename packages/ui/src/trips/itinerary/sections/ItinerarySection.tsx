import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { TripItineraryModal } from '../tripItineraryModals';

/** A button of a section: the modal it opens and its label (itineraryActionLabels). */
export type ItinerarySectionAction = readonly [modal: TripItineraryModal, label: string];

/** What every part's section takes from the itinerary details. */
export interface ItinerarySectionBaseProps {
  /** The modals the trip offers (tripItineraryModalsOf): a section shows only their buttons. */
  readonly offered: ReadonlySet<TripItineraryModal>;
  /** The traveller opens a modal. */
  readonly onOpen: (modal: TripItineraryModal) => void;
  /** The level of the section's heading in the page outline. */
  readonly headingLevel: 2 | 3;
  /** The locale dates and amounts are written in. */
  readonly locale: string;
}

export interface ItinerarySectionProps extends Pick<
  ItinerarySectionBaseProps,
  'offered' | 'onOpen' | 'headingLevel'
> {
  /** The section's heading: the part of the trip it shows. */
  readonly title: string;
  readonly Icon: typeof SvgIcon;
  /** Which part it is, as `data-part`, for styles and tests. */
  readonly part: string;
  /** Its buttons, in order; those the trip does not offer are left out. */
  readonly actions: readonly ItinerarySectionAction[];
  readonly children: ReactNode;
}

/**
 * One part of a trip in its itinerary details (a flight, a hotel, the booking…): a region named by
 * its heading, its details, then the buttons that open its modals. Each button says it opens a
 * dialog, and gets focus back when the dialog closes.
 */
export function ItinerarySection({
  title,
  Icon,
  part,
  headingLevel,
  actions,
  offered,
  onOpen,
  children,
}: ItinerarySectionProps) {
  const headingId = useId();
  const shown = actions.filter(([modal]) => offered.has(modal));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-part={part}
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography
        id={headingId}
        component={`h${headingLevel}`}
        variant="h3"
        sx={{ fontSize: '1.25rem', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Icon aria-hidden color="action" />
        {title}
      </Typography>
      {children}
      {shown.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {shown.map(([modal, label]) => (
            <Button
              key={modal}
              variant="outlined"
              size="small"
              aria-haspopup="dialog"
              data-modal={modal}
              onClick={() => onOpen(modal)}
            >
              {label}
            </Button>
          ))}
        </Box>
      )}
    </Paper>
  );
}
