import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { resultGridSx } from './resultGrid';

/** While the results load: six cards' outlines in the results' grid, named for what loads. */
export function ResultCardsSkeleton({ label }: { readonly label: string }) {
  return (
    <Box role="status" aria-label={label} sx={resultGridSx}>
      {Array.from({ length: 6 }, (_, index) => (
        <Stack key={index} spacing={1}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
        </Stack>
      ))}
    </Box>
  );
}
