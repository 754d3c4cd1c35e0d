import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PickerFieldProps {
  /** The field's label, above what is chosen. */
  readonly label: string;
  /** What is chosen, in words ("Jul 2 – Jul 4, 2 nights", "2 guests"). */
  readonly summary: string;
  readonly icon: ReactNode;
  /** Whether its picker is open. */
  readonly expanded: boolean;
  /** Opens the picker under this field. */
  readonly onOpen: (field: HTMLButtonElement) => void;
  /** The pointer or the focus came to the field: the picker's code may start loading. */
  readonly onPreload: () => void;
  /** The button's id, so that a form can focus the field (the first with a problem). */
  readonly id?: string;
  /** Drawn in the error colour; what `describedBy` names says what is wrong. */
  readonly invalid?: boolean;
  /** The id of what describes the field, read with its name (the problem under it). */
  readonly describedBy?: string;
}

/**
 * A search field that opens a picker (the stay dates, the guests): a button showing its label and
 * what is chosen, named by both ("Dates Jul 2 – Jul 4, 2 nights").
 */
export function PickerField({
  label,
  summary,
  icon,
  expanded,
  onOpen,
  onPreload,
  id,
  invalid = false,
  describedBy,
}: PickerFieldProps) {
  return (
    <Button
      id={id}
      variant="outlined"
      color={invalid ? 'error' : 'inherit'}
      aria-describedby={describedBy}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={(event) => onOpen(event.currentTarget)}
      startIcon={icon}
      sx={{ justifyContent: 'flex-start', textAlign: 'left', width: '100%', py: 1 }}
    >
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Typography component="span" variant="caption" color="text.secondary">
          {label}
        </Typography>
        {/* Keeps the label and the summary apart in the button's name. */}{' '}
        <Typography component="span" variant="body1" sx={{ fontWeight: 600 }}>
          {summary}
        </Typography>
      </Box>
    </Button>
  );
}
