import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface NoticePageProps {
  readonly title: string;
  readonly children: ReactNode;
  /** The buttons or links that lead on. */
  readonly actions?: ReactNode;
}

/** A page that says one thing and leads on: access denied, not in the beta, sign in. */
export function NoticePage({ title, children, actions }: NoticePageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 34 } }}>
          {title}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
