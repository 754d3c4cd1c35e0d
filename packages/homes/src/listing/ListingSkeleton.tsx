import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { listingLayout } from '@wayfare/domain';

/** spec: platform §2 "While loading, a skeleton is shown": the gallery, the title and the booking panel, in place. */
export function ListingSkeleton() {
  const { heroHeight } = listingLayout.gallery;
  return (
    <Container aria-busy aria-label="Loading the vacation rental" role="status" sx={{ py: 3 }}>
      <Skeleton
        variant="rounded"
        sx={{ height: { xs: heroHeight.mobile, md: heroHeight.desktop } }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: `${listingLayout.bookGrid.columnGap}px`,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          mt: 3,
        }}
      >
        <Stack spacing={1.5}>
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '70%' }} />
          <Skeleton variant="text" sx={{ width: '40%' }} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
        <Skeleton variant="rounded" height={320} sx={{ display: { xs: 'none', md: 'block' } }} />
      </Box>
    </Container>
  );
}
