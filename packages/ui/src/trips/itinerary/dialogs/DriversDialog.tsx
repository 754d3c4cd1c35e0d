import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TripCar } from '@wayfare/domain';
import { driversTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface DriversDialogProps extends ItineraryDialogBaseProps {
  /** The rental's drivers; one is its main driver. */
  readonly drivers: TripCar['drivers'];
}

/** The "drivers" modal (spec: products §2): who may drive the car, the main driver first. */
export function DriversDialog({ drivers, ...dialog }: DriversDialogProps) {
  // The main driver signs for the car: first, whatever order the booking kept.
  const ordered = [...drivers].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  return (
    <ItineraryInfoDialog {...dialog} title={driversTexts.title}>
      <List disablePadding aria-label={driversTexts.title}>
        {ordered.map((driver, index) => (
          <ListItem
            key={`${driver.name}-${index}`}
            disableGutters
            divider
            data-main={driver.isMain || undefined}
          >
            <ListItemText
              primary={driver.name}
              secondary={driver.isMain ? driversTexts.main : driversTexts.additional}
            />
          </ListItem>
        ))}
      </List>
    </ItineraryInfoDialog>
  );
}
