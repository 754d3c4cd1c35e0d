import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { countWithUnitText, type GuestPickerCountTexts } from '@wayfare/domain';
import { useId, type ReactNode } from 'react';

export interface CountStepperProps {
  /** What is counted: its title, caption, buttons' names and unit (guests, rooms, passengers). */
  readonly texts: GuestPickerCountTexts;
  /** The count. */
  readonly value: number;
  /** The fewest it can be: minus stops there. */
  readonly min: number;
  /** Whether one more is allowed (a maximum: the guests', the rooms', the passengers'). */
  readonly canAdd: boolean;
  /** Minus or plus pressed: the new count. */
  readonly onChange: (value: number) => void;
  /** Beside the title, e.g. the pets info button. */
  readonly titleAdornment?: ReactNode;
  /** Below the row, e.g. the children's ages. */
  readonly children?: ReactNode;
}

/**
 * One count of a picker (the guest picker's adults, children, pets and rooms; the flight search's
 * passengers): its title and caption, minus, the count (announced with its unit when it changes)
 * and plus. A button that cannot act is aria-disabled rather than disabled, so focus stays on it
 * when the count reaches its limit.
 */
export function CountStepper({
  texts,
  value,
  min,
  canAdd,
  onChange,
  titleAdornment,
  children,
}: CountStepperProps) {
  const titleId = useId();
  const canRemove = value > min;
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography id={titleId} sx={{ fontWeight: 600 }}>
              {texts.title}
            </Typography>
            {titleAdornment}
          </Stack>
          {texts.caption && (
            <Typography variant="body2" color="text.secondary">
              {texts.caption}
            </Typography>
          )}
        </Box>
        <StepButton label={texts.remove} enabled={canRemove} onClick={() => onChange(value - 1)}>
          <RemoveRounded />
        </StepButton>
        <Box
          component="output"
          aria-live="polite"
          sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600, position: 'relative' }}
        >
          <span aria-hidden>{value}</span>
          <Box component="span" sx={visuallyHidden}>
            {countWithUnitText(texts, value)}
          </Box>
        </Box>
        <StepButton label={texts.add} enabled={canAdd} onClick={() => onChange(value + 1)}>
          <AddRounded />
        </StepButton>
      </Stack>
      {children}
    </Box>
  );
}

interface StepButtonProps {
  readonly label: string;
  readonly enabled: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

function StepButton({ label, enabled, onClick, children }: StepButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onClick();
      }}
      sx={(theme) => ({
        border: 1,
        borderColor: 'divider',
        '&[aria-disabled="true"]': {
          color: theme.palette.action.disabled,
          cursor: 'not-allowed',
          backgroundColor: 'transparent',
        },
      })}
    >
      {children}
    </IconButton>
  );
}
