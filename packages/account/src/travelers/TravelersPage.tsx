import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useDeleteTraveler,
  useSaveTraveler,
  useSessionInfo,
  useTravelerList,
} from '@wayfare/booking';
import type { TravelerProfile } from '@wayfare/domain';
import {
  DeleteTravelerDialog,
  TravelerFormDialog,
  TravelerList,
  travelerName,
  travelerTexts,
  type TravelerDraft,
} from '@wayfare/ui';
import { useRef, useState } from 'react';
import { isPlaceholderProfile } from './isPlaceholderProfile';
import { TravelersLoading } from './TravelersLoading';
import { travelersPageTexts } from './travelersPageTexts';
import { travelerToSave } from './travelerToSave';

/** The traveler form: open to add (no traveler) or to edit one. */
type FormState = { readonly traveler: TravelerProfile | undefined } | undefined;

/**
 * Customer profile and traveler details (spec: platform §1, §3, §5, §6): the merged traveler list
 * with its flags, adding, editing and deleting a traveler. On the corporate tenant the company's
 * users are merged in only with canViewUsers (useTravelerList).
 */
export function TravelersPage() {
  const list = useTravelerList();
  // The session names the default traveler and the hidden ones: a list shown before it arrived
  // showed hidden travelers and lacked the default's mark. The checkout's traveler step waits too.
  const session = useSessionInfo();
  const listPending = list.isPending || session.isPending;
  const save = useSaveTraveler();
  const remove = useDeleteTraveler();
  const [form, setForm] = useState<FormState>();
  const [pendingDelete, setPendingDelete] = useState<TravelerProfile>();
  const [notice, setNotice] = useState<string>();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The button that opened a dialog takes focus back when it closes; if it went, "Add a traveler".
  const triggerRef = useRef<HTMLElement | null>(null);

  const remember = () => {
    triggerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = () => {
    const trigger = triggerRef.current;
    (trigger?.isConnected ? trigger : addButtonRef.current)?.focus();
  };

  const openForm = (traveler?: TravelerProfile) => {
    remember();
    save.reset();
    setNotice(undefined);
    setForm({ traveler });
  };

  const submit = (draft: TravelerDraft) => {
    save.mutate(travelerToSave(draft), {
      onSuccess: () => {
        setForm(undefined);
        setNotice(travelersPageTexts.saved(travelerName(draft)));
      },
    });
  };

  const confirmDelete = (traveler: TravelerProfile) => {
    remove.mutate(traveler.id, {
      onSuccess: () => setNotice(travelersPageTexts.deleted(travelerName(traveler))),
      onSettled: () => setPendingDelete(undefined),
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {travelersPageTexts.heading}
        </Typography>
        <Button
          ref={addButtonRef}
          variant="contained"
          startIcon={<PersonAddAlt1Outlined />}
          onClick={() => openForm()}
          disabled={listPending || list.isError}
        >
          {travelerTexts.addTraveler}
        </Button>
      </Stack>
      {/* Always there, so a screen reader hears each notice as it comes. */}
      <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {travelersPageTexts.deleteError}
        </Alert>
      )}
      {listPending ? (
        <TravelersLoading />
      ) : list.isError ? (
        <Alert severity="error">{travelersPageTexts.loadError}</Alert>
      ) : (
        <>
          {list.includesUsers && list.travelers.length > 0 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {travelerTexts.includesUsers}
            </Typography>
          )}
          <TravelerList
            travelers={list.travelers}
            isEditable={(traveler) => !isPlaceholderProfile(traveler)}
            onEdit={openForm}
            onDelete={(traveler) => {
              remember();
              remove.reset();
              setNotice(undefined);
              setPendingDelete(traveler);
            }}
          />
        </>
      )}
      <TravelerFormDialog
        open={form !== undefined}
        traveler={form?.traveler}
        isSaving={save.isPending}
        saveFailed={save.isError}
        onSubmit={submit}
        onClose={() => setForm(undefined)}
        onExited={restoreFocus}
      />
      <DeleteTravelerDialog
        traveler={pendingDelete}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(undefined)}
        onExited={restoreFocus}
      />
    </Container>
  );
}
