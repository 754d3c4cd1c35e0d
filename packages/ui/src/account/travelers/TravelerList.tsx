import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TravelerProfile } from '@wayfare/domain';
import { TravelerCard } from './TravelerCard';
import { travelerTexts } from './travelerTexts';

export interface TravelerListProps {
  /** The merged, sorted list (`useTravelerList` of @wayfare/booking); may be empty. */
  readonly travelers: readonly TravelerProfile[];
  /** Whether a traveler can be edited and deleted here; all can when left out. */
  readonly isEditable?: (traveler: TravelerProfile) => boolean;
  /** A traveler's Edit was pressed: the page opens the traveler form. */
  readonly onEdit: (traveler: TravelerProfile) => void;
  /** A traveler's Delete was pressed: the page asks to confirm. */
  readonly onDelete: (traveler: TravelerProfile) => void;
  /** The travelers' names' heading level in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The saved travelers as cards, in the order given (spec: platform §3 "sorted by given name, then
 * surname"), or a short empty state (STATES §15 travelers/empty).
 */
export function TravelerList({
  travelers,
  isEditable = () => true,
  onEdit,
  onDelete,
  headingLevel = 2,
}: TravelerListProps) {
  if (travelers.length === 0)
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <PersonAddAlt1Outlined aria-hidden color="action" sx={{ fontSize: 40 }} />
        <Typography sx={{ fontWeight: 600 }}>{travelerTexts.noTravelers}</Typography>
        <Typography color="text.secondary">{travelerTexts.noTravelersHint}</Typography>
      </Box>
    );
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      {travelers.map((traveler) => {
        const editable = isEditable(traveler);
        return (
          <li key={traveler.id}>
            <TravelerCard
              traveler={traveler}
              onEdit={editable ? onEdit : undefined}
              onDelete={editable ? onDelete : undefined}
              headingLevel={headingLevel}
            />
          </li>
        );
      })}
    </Box>
  );
}
