import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FavoritesMessageProps {
  readonly title: string;
  readonly text: string;
  /** What the user can do next. */
  readonly action: ReactNode;
  /** A failure is announced at once. */
  readonly role?: 'alert';
}

/** A state with nothing to list: unavailable, empty or failed, and what to do about it. */
export function FavoritesMessage({ title, text, action, role }: FavoritesMessageProps) {
  return (
    <Stack role={role} spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h2">{title}</Typography>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Stack>
  );
}
