import TuneRounded from '@mui/icons-material/TuneRounded';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  hotelResultsFiltersCount,
  noHotelResultsFilters,
  type HotelResultsFilters,
} from '@wayfare/domain';
import { useId, useState } from 'react';
import { HotelFiltersPanel } from './HotelFiltersPanel';
import { hotelResultsTexts } from './hotelResultsTexts';

export interface HotelFiltersDialogProps {
  readonly filters: HotelResultsFilters;
  /** A change to the filters, as the panel's (`HotelFiltersPanelProps.onChange`). */
  readonly onChange: (change: (filters: HotelResultsFilters) => HotelResultsFilters) => void;
  /** How many hotels the filters leave, for the dialog's "Show N hotels". */
  readonly total: number;
}

/**
 * The filters on a phone: a "Filters" button (with how many are on) opening them full screen. They
 * apply as they are ticked, so the button that closes says how many hotels are left.
 */
export function HotelFiltersDialog({ filters, onChange, total }: HotelFiltersDialogProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = hotelResultsFiltersCount(filters);
  return (
    <>
      <Badge badgeContent={count} color="primary">
        <Button
          variant="outlined"
          startIcon={<TuneRounded />}
          onClick={() => setOpen(true)}
          aria-label={count > 0 ? `Filters, ${count} on` : 'Filters'}
        >
          Filters
        </Button>
      </Badge>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Filters</DialogTitle>
        <DialogContent dividers>
          <HotelFiltersPanel filters={filters} onChange={onChange} />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, py: 2 }}>
          <Button
            onClick={() =>
              onChange((before) => ({
                ...noHotelResultsFilters,
                lodgingCollection: before.lodgingCollection,
              }))
            }
            disabled={count === 0}
          >
            {hotelResultsTexts.clearFilters}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {`Show ${hotelResultsTexts.count(total)}`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
