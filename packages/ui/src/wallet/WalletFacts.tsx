import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

export interface WalletFact {
  readonly term: string;
  readonly value: string;
}

export interface WalletFactsProps {
  /** Facts with no value are left out. */
  readonly facts: readonly (WalletFact | false | undefined)[];
  /** Large values, for the facts a screen leads with (the credit amount and state). */
  readonly prominent?: boolean;
}

/** Named values of a credit or an offer, as a description list: each value read with its name. */
export function WalletFacts({ facts, prominent = false }: WalletFactsProps) {
  const shown = facts.filter((fact): fact is WalletFact => Boolean(fact));
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
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
            variant={prominent ? 'h3' : 'body2'}
            sx={{ m: 0, fontWeight: 600 }}
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
