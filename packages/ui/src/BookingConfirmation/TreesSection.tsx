import ParkRounded from '@mui/icons-material/ParkRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { treesPerBooking } from '@wayfare/domain';
import { useState } from 'react';
import { TreesModal } from './TreesModal';

/** The trees this booking plants, and "Learn more" opening the trees modal (spec: platform §2, §9). */
export function TreesSection() {
  const [open, setOpen] = useState(false);
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, flexWrap: 'wrap' }}
    >
      <ParkRounded aria-hidden color="success" sx={{ fontSize: 40 }} />
      <Typography sx={{ flex: 1, minWidth: 200 }}>
        Your booking plants {treesPerBooking.trees} trees.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Learn more
      </Button>
      <TreesModal open={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
