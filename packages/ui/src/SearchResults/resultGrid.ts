import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The results' columns from each breakpoint up: one on a phone, two on a tablet, three wide. */
const resultColumns = { xs: 1, sm: 2, lg: 3 } as const satisfies Partial<
  Record<Breakpoint, number>
>;

/** The space between cards, in theme spacing units, across and down. */
export const resultGap = 3;

/** The results' grid, and the skeleton's that stands in for it while they load. */
export const resultGridSx = {
  display: 'grid',
  gap: resultGap,
  gridTemplateColumns: {
    xs: '1fr',
    sm: `repeat(${resultColumns.sm}, 1fr)`,
    lg: `repeat(${resultColumns.lg}, 1fr)`,
  },
} satisfies SxProps<Theme>;

/**
 * How many columns the grid has now, as the stylesheet decides it: the list is virtualized by
 * rows, so it must know which cards share one. Read on the first render (`noSsr`), so the
 * first rows are cut at the right place.
 */
export function useResultColumns(): number {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  return wide ? resultColumns.lg : tablet ? resultColumns.sm : resultColumns.xs;
}
