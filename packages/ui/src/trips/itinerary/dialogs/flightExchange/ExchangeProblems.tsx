import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ExchangeProblem } from '@wayfare/domain';
import { exchangeProblemTexts } from './flightExchangeTexts';

export interface ExchangeProblemsProps {
  readonly id: string;
  /** What keeps the screen from going on; nothing is shown without any. */
  readonly problems: readonly ExchangeProblem[];
}

/**
 * What a Continue found missing, said at once (an alert) and kept beside the button that goes on
 * (its description) until it is put right.
 */
export function ExchangeProblems({ id, problems }: ExchangeProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" id={id} data-problems={problems.join(' ')}>
      {problems.length === 1 ? (
        exchangeProblemTexts[problems[0] ?? 'nothing-changes']
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {problems.map((problem) => (
            <li key={problem}>{exchangeProblemTexts[problem]}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
