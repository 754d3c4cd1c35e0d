import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { petsInfoLabel, petsInfoText } from '@wayfare/domain';
import { useState } from 'react';

/**
 * The pets info button (spec: platform §2 "pets info tooltip"): its tooltip opens on hover, on
 * keyboard focus and on a click or tap, and describes the button for assistive technology.
 */
export function PetsInfo() {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={petsInfoText}
      describeChild
      arrow
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      <IconButton size="small" aria-label={petsInfoLabel} onClick={() => setOpen(true)}>
        <InfoOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
