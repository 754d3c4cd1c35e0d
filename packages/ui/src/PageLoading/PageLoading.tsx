import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export interface PageLoadingProps {
  /** What is loading, for assistive technology ("Loading your travel wallet"). */
  readonly label: string;
}

/** A page's loading state: its code on a first visit, or its first data. */
export function PageLoading({ label }: PageLoadingProps) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
