import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { toId } from 'storybook/internal/csf';

export interface JourneyContinuesProps {
  /** The page the journey went to, as its heading: "Search results". */
  readonly name: string;
  /** The Storybook title of that page's own stories: "Pages/Homes/SearchResultsPage". */
  readonly storiesTitle: string;
}

/**
 * Where a story's journey leaves the page under test (a redirect, a link, Search Again): a card
 * that names the page it went to, its address, and where that page's own stories are, instead of
 * rendering that page inside this story.
 */
export function JourneyContinues({ name, storiesTitle }: JourneyContinuesProps) {
  const { pathname, search } = useLocation();
  // Storybook's own id of the title's docs page; the link leaves the preview's frame for the site,
  // which sits beside the preview wherever the Storybook is published (Chromatic: under a path).
  const docsHref = `./?path=/docs/${toId(storiesTitle, 'docs')}`;
  return (
    <Stack component="main" sx={{ alignItems: 'center', p: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 520, width: '100%' }}>
        <Stack spacing={1.5}>
          <Typography variant="overline" component="p" color="text.secondary">
            The journey continues on
          </Typography>
          <Typography variant="h1">{name}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            at <code>{`${pathname}${search}`}</code>
          </Typography>
          <Typography>
            That page has stories of its own:{' '}
            <Link href={docsHref} target="_top">
              {storiesTitle}
            </Link>
          </Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
