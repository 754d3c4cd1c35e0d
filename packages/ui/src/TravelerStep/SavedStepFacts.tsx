import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, type ReactNode } from 'react';

export interface SavedStepFactsProps {
  /** What was saved, term by term: who travels, the contact. */
  readonly facts: readonly { readonly term: string; readonly details: ReactNode }[];
  readonly editLabel: string;
  readonly onEdit: () => void;
  readonly disabled: boolean;
  /** Move focus to the edit button when shown (the step has just been saved). */
  readonly focusOnMount: boolean;
  /** The room between facts: more where a fact holds two lines. */
  readonly rowGap: 0.5 | 1;
}

/**
 * A traveler step in view mode: its facts beside the button that edits them. Focus moves to the
 * button when the step switches to view, so the keyboard does not fall back to the page's start.
 */
export function SavedStepFacts({
  facts,
  editLabel,
  onEdit,
  disabled,
  focusOnMount,
  rowGap,
}: SavedStepFactsProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) editRef.current?.focus();
  }, [focusOnMount]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'stretch', md: 'flex-start' },
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap,
          m: 0,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(({ term, details }) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{details}</dd>
          </Box>
        ))}
      </Box>
      <Button ref={editRef} variant="outlined" onClick={onEdit} disabled={disabled}>
        {editLabel}
      </Button>
    </Box>
  );
}
