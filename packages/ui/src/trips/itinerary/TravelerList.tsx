import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TripTraveler } from '@wayfare/domain';

export interface TravelerListProps {
  /** The booking's travelers, in its order. */
  readonly travelers: readonly TripTraveler[];
  /** The list's accessible name. */
  readonly label: string;
  /** Tighter rows, inside a step with more to say. */
  readonly dense?: boolean;
}

/** A booking's travelers, each by name with their kind (Adult, Child…) below. */
export function TravelerList({ travelers, label, dense = false }: TravelerListProps) {
  return (
    <List dense={dense} disablePadding aria-label={label}>
      {travelers.map((traveler, index) => (
        // Names are a booking's own: two travelers could share one.
        <ListItem key={`${traveler.name}-${index}`} disableGutters divider>
          <ListItemText primary={traveler.name} secondary={traveler.kind} />
        </ListItem>
      ))}
    </List>
  );
}
