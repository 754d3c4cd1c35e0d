import Button from '@mui/material/Button';
import { seeAllPhotosLabel } from '@wayfare/domain';
import { useState } from 'react';
import { PhotoModal, type PhotoModalProps } from './PhotoModal';

/**
 * For stories and tests: the modal as the listing page uses it, opened by its "See all photos (N)"
 * button, so opening, closing and the return of focus can be shown.
 */
export function PhotoModalWithButton(props: PhotoModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {seeAllPhotosLabel(props.photos.length)}
      </Button>
      <PhotoModal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}
