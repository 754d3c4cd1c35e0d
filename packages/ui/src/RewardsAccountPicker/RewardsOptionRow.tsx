import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface RewardsOptionRowProps {
  readonly value: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  /** The option's name, e.g. "VentureX ending in 4417". */
  readonly title: string;
  /** Read after the name: the balance, and why the account cannot be chosen. */
  readonly details?: ReactNode;
}

/** One bordered row of the rewards radio group; a click anywhere on it chooses it. */
export function RewardsOptionRow({
  value,
  checked,
  disabled,
  title,
  details,
}: RewardsOptionRowProps) {
  const inputId = useId();
  const titleId = useId();
  const detailsId = useId();
  return (
    <Box
      component="label"
      htmlFor={inputId}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: `${theme.shape.borderRadius}px`,
        p: 1,
        mb: 1,
        cursor: disabled ? 'default' : 'pointer',
      })}
    >
      <Radio
        value={value}
        checked={checked}
        disabled={disabled}
        sx={{ mt: -0.5 }}
        slotProps={{
          input: {
            id: inputId,
            'aria-labelledby': titleId,
            'aria-describedby': details ? detailsId : undefined,
          },
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} color={disabled ? 'text.secondary' : 'text.primary'}>
          {title}
        </Typography>
        {details && <Box id={detailsId}>{details}</Box>}
      </Box>
    </Box>
  );
}
