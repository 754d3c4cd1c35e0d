import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/** A named value of a trip: "Status" "Confirmed". */
export interface TripFact {
  readonly term: string;
  readonly value: string;
}

export interface TripFactsProps {
  /** The facts in the order shown; those with no value (false, undefined) are left out. */
  readonly facts: readonly (TripFact | false | undefined)[];
}

/** Named values of a trip, as a description list: each value read with its name. */
export function TripFacts({ facts }: TripFactsProps) {
  const shown = facts.filter((fact): fact is TripFact => Boolean(fact));
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'baseline',
      }}
    >
      {shown.map(({ term, value }) => (
        <Fragment key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
