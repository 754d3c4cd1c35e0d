import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface PickerSurfaceProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly anchorEl: HTMLElement | null;
  /** Names the dialog; shown as its header on mobile. */
  readonly title: string;
  /** Mobile: a full-screen dialog with a header and a close button instead of a popover. */
  readonly fullScreen: boolean;
  /** The popover's width in pixels; by default as wide as its content. */
  readonly width?: number;
  readonly children: ReactNode;
}

const closeLabel = 'Close';

/**
 * Where the picker opens: a popover under the field on desktop, a full-screen dialog on mobile.
 * Both trap focus, close on Escape and give focus back to the field when they close.
 */
export function PickerSurface({
  open,
  onClose,
  anchorEl,
  title,
  fullScreen,
  width,
  children,
}: PickerSurfaceProps) {
  const titleId = useId();
  if (fullScreen) {
    return (
      <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography id={titleId} variant="h3" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
            <CloseRounded />
          </IconButton>
        </Stack>
        {children}
      </Dialog>
    );
  }
  return (
    <Popover
      open={open}
      onClose={onClose}
      anchorEl={anchorEl}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': title,
          sx: { mt: 1, width, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      {children}
    </Popover>
  );
}
