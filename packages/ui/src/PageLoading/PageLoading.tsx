import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export interface PageLoadingProps {
  /** What is loading, for assistive technology ("Loading your travel wallet"). */
  readonly label: string;
  /**
   * The page that comes is longer than the screen (the vacation-rental pages): hold a screen's
   * height meanwhile, so that what follows the page (the footer) waits below the fold instead of
   * being pushed down when the page arrives (layout shift). A page that may be short does not:
   * the footer would move up.
   */
  readonly holdsScreen?: boolean;
}

/** A page's loading state: its code on a first visit, or its first data. */
export function PageLoading({ label, holdsScreen = false }: PageLoadingProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        display: 'grid',
        placeItems: 'center',
        alignContent: 'start',
        py: 10,
        minHeight: holdsScreen ? '100vh' : undefined,
      }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
