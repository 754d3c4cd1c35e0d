import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { textLimitError, wishlistNameLimit } from '@wayfare/domain';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { focusOnEntered } from './focusOnEntered';
import type { WishlistChooserProps } from './WishlistChooser';
import { homeCountText, wishlistTexts } from './wishlistTexts';

/** The wishlist chooser's dialog, which `WishlistChooser` loads when it first opens. */
export function WishlistChooserDialog({
  open,
  listingName,
  wishlists,
  isSaving = false,
  onChoose,
  onCreate,
  onCancel,
  onExited,
}: WishlistChooserProps) {
  const titleId = useId();
  const textId = useId();
  const firstChoiceRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // The keyboard starts on the first wishlist, or on the name field when there is none.
  const focusFirst = () => focusOnEntered(() => firstChoiceRef.current ?? nameRef.current);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isSaving) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
      slotProps={{ transition: { onEntered: focusFirst, onExited } }}
    >
      <DialogTitle id={titleId}>{wishlistTexts.chooserTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{`Choose where to save ${listingName}.`}</DialogContentText>
        {wishlists.length > 0 && (
          <List aria-label="Your wishlists">
            {wishlists.map((wishlist, index) => (
              // A list holds list items only (axe "list"): each choice is a button in one.
              <ListItem key={wishlist.id} disablePadding>
                <ListItemButton
                  ref={index === 0 ? firstChoiceRef : undefined}
                  disabled={isSaving}
                  onClick={() => onChoose(wishlist.id)}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText
                    primary={wishlist.name}
                    secondary={homeCountText(wishlist.homeCount)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Divider sx={{ my: 1 }} />
        {open && <NewWishlistForm nameRef={nameRef} isSaving={isSaving} onCreate={onCreate} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSaving}>
          {wishlistTexts.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function NewWishlistForm({
  nameRef,
  isSaving,
  onCreate,
}: {
  readonly nameRef: RefObject<HTMLInputElement | null>;
  readonly isSaving: boolean;
  readonly onCreate: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const blank = name.trim() === '';
  // Over the limit says so at once; blank waits for a save (nothing is wrong with starting empty).
  const tooLong = textLimitError(name, wishlistNameLimit);
  const helper = tooLong ?? (tried && blank ? wishlistTexts.nameRequired : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!blank && tooLong === undefined) onCreate(name.trim());
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', pt: 1 }}
    >
      <TextField
        inputRef={nameRef}
        size="small"
        fullWidth
        label={wishlistTexts.newWishlist}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={helper !== undefined}
        helperText={helper}
      />
      <Button type="submit" variant="contained" loading={isSaving} sx={{ flexShrink: 0 }}>
        {wishlistTexts.createAndSave}
      </Button>
    </Stack>
  );
}
