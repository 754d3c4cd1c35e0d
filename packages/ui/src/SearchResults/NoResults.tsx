import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sharedTexts } from '@wayfare/domain';

export interface NoResultsProps {
  readonly title: string;
  readonly subtitle: string;
  /** "Explore properties": where a traveller goes to start again (the home page). */
  readonly onExplore: () => void;
}

/** The search's place field, in the document or in an embedded widget's shadow root. */
const focusSearchPlace = ({ currentTarget }: { readonly currentTarget: Element }) =>
  (currentTarget.getRootNode() as Document | ShadowRoot)
    .querySelector<HTMLInputElement>('[data-search-location]')
    ?.focus();

/**
 * A search that found nothing (spec: shared texts "Search again" and "Explore properties"):
 * "Search again" returns to the search form's place field (marked `data-search-location`).
 */
export function NoResults({ title, subtitle, onExplore }: NoResultsProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h2">{title}</Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={focusSearchPlace}>
          {sharedTexts.searchAgain}
        </Button>
        <Button variant="outlined" onClick={onExplore}>
          {sharedTexts.exploreProperties}
        </Button>
      </Stack>
    </Stack>
  );
}
