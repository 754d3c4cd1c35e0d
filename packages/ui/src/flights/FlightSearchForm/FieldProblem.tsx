import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';

/** The id of a field's problem text, from the field's own id. */
export const problemId = (fieldId: string) => `${fieldId}-problem`;

export interface FieldProblemProps {
  /** The id of the problem's text, which the field names as its description. */
  readonly id: string;
  /** What is wrong with the field; nothing while nothing is. */
  readonly problem: string | undefined;
  /** The field. */
  readonly children: ReactNode;
}

/**
 * A picker field with its problem under it, as a text field shows its helper text (the airport
 * fields show theirs themselves).
 */
export function FieldProblem({ id, problem, children }: FieldProblemProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {children}
      {problem !== undefined && (
        <FormHelperText error id={id}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
