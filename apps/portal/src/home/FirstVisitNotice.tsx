import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';

/**
 * The first-visit treatment (spec: platform §3 isFirstSession; STATES session/first-time: "its
 * content is not specified"): the wording is ours. Dismissed for the page's life.
 */
export function FirstVisitNotice({ firstName }: { readonly firstName: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity="info"
      onClose={() => setOpen(false)}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss the welcome' } }}
      sx={{ mb: 2, position: 'relative' }}
    >
      <AlertTitle>Welcome to Wayfare, {firstName}!</AlertTitle>
      Book flights, hotels, cars and vacation rentals, and pay with your card, your rewards, or
      both. Pick the account you book with from the menu at the top of the page.
    </Alert>
  );
}
