import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { searchFormFieldsSx } from './searchFormLayout';

/**
 * The heights the form's fields draw at: the place a text field (56 px), the dates and guests
 * picker fields of two lines (62 px), Search a large button of the text field's height.
 */
const fields = [
  { height: 56 },
  { height: 62 },
  { height: 62 },
  { height: 56, width: { md: 128 } },
] as const;

export interface SearchFormSkeletonProps {
  /** What is loading, e.g. "Loading the homes search": the skeleton's accessible name. */
  readonly label: string;
}

/**
 * The search form's room while its fields load (a product's search code, or the experiment that
 * decides whether it is offered): the same card and grid, each field a block of its height, so
 * that nothing under it moves when the form arrives.
 */
export function SearchFormSkeleton({ label }: SearchFormSkeletonProps) {
  return (
    <Paper role="progressbar" aria-label={label} elevation={2} sx={{ p: 2 }}>
      <Box sx={searchFormFieldsSx}>
        {fields.map(({ height, ...size }, index) => (
          <Skeleton key={index} variant="rounded" height={height} sx={size} />
        ))}
      </Box>
    </Paper>
  );
}
