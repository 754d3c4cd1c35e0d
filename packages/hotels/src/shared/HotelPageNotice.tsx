import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { errorPanelContent } from '@wayfare/domain';
import { ErrorPanel } from '@wayfare/ui';
import { Link as RouterLink } from 'react-router-dom';

export interface HotelPageNoticeProps {
  /** What there is not (the page's heading and title). */
  readonly title: string;
  /** Why, and what to do. */
  readonly body: string;
  /** The way on: a page the traveller can use. */
  readonly back: { readonly href: string; readonly label: string };
}

/** A hotel page with nothing to show (an unknown hotel, a rate no longer offered): why, and the way on. */
export function HotelPageNotice({ title, body, back }: HotelPageNoticeProps) {
  return (
    <Container sx={{ py: 6 }}>
      <title>{`${title} · Wayfare`}</title>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2, mb: 3 }}>{body}</Typography>
      <Button component={RouterLink} to={back.href} variant="contained">
        {back.label}
      </Button>
    </Container>
  );
}

/** A hotel page whose call failed: the generic panel, whose button asks again. */
export function HotelLoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <Container sx={{ py: 6 }}>
      <ErrorPanel content={errorPanelContent({ kind: 'generic' })} onAction={onRetry} />
    </Container>
  );
}
