import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RouteErrorKind } from '@wayfare/domain';
import { useId } from 'react';

export interface RouteErrorPageProps {
  /** What went wrong (`routeErrorKinds` of @wayfare/domain); it decides the wording and whether reloading is offered. */
  readonly kind: RouteErrorKind;
  /** The home page's address, where "Go to the home page" leads. */
  readonly homeHref: string;
  /** Reloads the page; offered only when the page's code did not arrive, which a reload fixes. */
  readonly onReload: () => void;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

interface RouteErrorText {
  readonly title: string;
  readonly subtitle: string;
}

const texts: Record<RouteErrorKind, RouteErrorText> = {
  'page-not-loaded': {
    title: "This page didn't load",
    subtitle:
      'Your connection may have dropped, or Wayfare may have been updated since you opened it. Reloading the page usually fixes this.',
  },
  'page-not-found': {
    title: "We can't find that page",
    subtitle: 'The address may be mistyped, or the page may have moved.',
  },
  'page-failed': {
    title: 'Something went wrong',
    subtitle:
      "We couldn't show this page because of a problem on our side. Please start again from the home page.",
  },
};

/**
 * The page a route shows when it cannot show its own (a route's error element), in the look of
 * the portal's not-found page. Presentational: the router glue decides the kind and what the
 * buttons do.
 */
export function RouteErrorPage({ kind, homeHref, onReload, className }: RouteErrorPageProps) {
  const titleId = useId();
  const { title, subtitle } = texts[kind];
  const offersReload = kind === 'page-not-loaded';
  return (
    <Container
      component="section"
      aria-labelledby={titleId}
      data-kind={kind}
      className={className}
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
    >
      <Typography id={titleId} variant="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 560, mx: 'auto' }}>
        {subtitle}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, justifyContent: 'center', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        {offersReload && (
          <Button variant="contained" size="large" onClick={onReload}>
            Reload the page
          </Button>
        )}
        {/* A whole-document load rather than a client-side navigation: the home page starts
            afresh, with the newest code, whatever state the failed page left behind. */}
        <Button href={homeHref} variant={offersReload ? 'outlined' : 'contained'} size="large">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
