import ParkRounded from '@mui/icons-material/ParkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFiat, treesModalText, treesPerBooking } from '@wayfare/domain';
import { useId } from 'react';

export interface TreesModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** spec: platform §2 trees modal: "2 trees, $0.25 donation per completed booking, not paid if cancelled and refunded". */
export function TreesModal({ open, onClose }: TreesModalProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Trees for every booking</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', mb: 2 }}>
          <Figure value={`${treesPerBooking.trees} trees`} label="planted" />
          <Figure value={formatFiat(treesPerBooking.donation)} label="donated" />
        </Stack>
        <Typography id={textId}>{treesModalText}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <ParkRounded aria-hidden color="success" />
      <Typography variant="h3" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
