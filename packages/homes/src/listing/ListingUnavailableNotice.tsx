import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listingUnavailableNotice } from '@wayfare/domain';

export interface ListingUnavailableNoticeProps {
  readonly onReturnToSearch: () => void;
}

/**
 * spec: platform §2 "an unavailable listing shows the text "This vacation rental is not available.
 * Return to the search page for more vacation rentals." with a button "Return to search"."
 */
export function ListingUnavailableNotice({ onReturnToSearch }: ListingUnavailableNoticeProps) {
  return (
    <Paper variant="outlined" role="status" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <EventBusyOutlined aria-hidden color="warning" fontSize="large" />
        <Typography>{listingUnavailableNotice.text}</Typography>
        <Button variant="contained" onClick={onReturnToSearch}>
          {listingUnavailableNotice.actionLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
