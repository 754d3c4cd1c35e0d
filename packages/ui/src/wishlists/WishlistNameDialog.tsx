import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { textLimitError, wishlistNameLimit } from '@wayfare/domain';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { focusOnEntered } from './focusOnEntered';
import { wishlistTexts } from './wishlistTexts';

export interface WishlistNameDialogProps {
  /** Create a new wishlist, or rename one. Closed without a mode. */
  readonly mode: 'create' | 'rename' | undefined;
  /** The current name, when renaming. */
  readonly initialName?: string;
  /** The call is under way: Save shows it and nothing can be pressed twice. */
  readonly isSaving?: boolean;
  /** The trimmed, non-empty name. */
  readonly onSubmit: (name: string) => void;
  /** Cancel, Escape or a click outside: nothing is saved. */
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: () => void;
}

/**
 * Names a wishlist, new or renamed (ours: the spec shows no form). The name is required (a blank
 * name is refused as the domain's create and update requests refuse it); Enter submits, Escape
 * cancels.
 */
export function WishlistNameDialog({
  mode,
  initialName = '',
  isSaving = false,
  onSubmit,
  onCancel,
  onExited,
}: WishlistNameDialogProps) {
  const titleId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  // Kept while the dialog fades out, so its title does not change before it goes.
  const [shownMode, setShownMode] = useState(mode);
  if (mode && mode !== shownMode) setShownMode(mode);
  return (
    <Dialog
      open={mode !== undefined}
      onClose={() => {
        if (!isSaving) onCancel();
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
      // The name field takes focus once the dialog is in (the keyboard starts where typing does).
      slotProps={{
        transition: { onEntered: () => focusOnEntered(() => nameRef.current), onExited },
      }}
    >
      <DialogTitle id={titleId}>
        {shownMode === 'rename' ? wishlistTexts.renameTitle : wishlistTexts.createTitle}
      </DialogTitle>
      {/* The form unmounts with the dialog, so each opening starts from the given name. */}
      {mode && (
        <NameForm
          mode={mode}
          nameRef={nameRef}
          initialName={initialName}
          isSaving={isSaving}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function NameForm({
  mode,
  nameRef,
  initialName,
  isSaving,
  onSubmit,
  onCancel,
}: Required<Pick<WishlistNameDialogProps, 'initialName' | 'isSaving' | 'onSubmit' | 'onCancel'>> & {
  readonly mode: 'create' | 'rename';
  readonly nameRef: RefObject<HTMLInputElement | null>;
}) {
  const [name, setName] = useState(initialName);
  const [tried, setTried] = useState(false);
  const blank = name.trim() === '';
  // Over the limit says so at once; blank waits for a save (nothing is wrong with starting empty).
  const tooLong = textLimitError(name, wishlistNameLimit);
  const helper = tooLong ?? (tried && blank ? wishlistTexts.nameRequired : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!blank && tooLong === undefined) onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          inputRef={nameRef}
          fullWidth
          required
          label={wishlistTexts.nameLabel}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={helper !== undefined}
          helperText={helper}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSaving}>
          {wishlistTexts.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={isSaving}>
          {mode === 'rename' ? wishlistTexts.rename : wishlistTexts.create}
        </Button>
      </DialogActions>
    </form>
  );
}
