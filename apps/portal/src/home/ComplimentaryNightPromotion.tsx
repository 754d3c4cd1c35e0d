import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useExperiment } from '@wayfare/booking';
import { complimentaryNightPromotion, routePaths, sharedTexts } from '@wayfare/domain';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The "Complimentary fourth night" promotion (spec: platform §2, §9), shown while its experiment
 * is in a non-control variant, with a link to its terms. The line under the title is ours. While
 * the experiments load it keeps its room, unseen: most visits see it, and the page under it must
 * not move when it comes.
 */
export function ComplimentaryNightPromotion() {
  const status = useExperiment('complimentary-night');
  if (status === 'off') return null;
  const loading = status === 'loading';
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      aria-hidden={loading || undefined}
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        mt: 2,
        visibility: loading ? 'hidden' : undefined,
      }}
    >
      <Chip label={sharedTexts.complimentaryFourthNight} color="secondary" />
      <Typography variant="body2">
        Stay {complimentaryNightPromotion.night} nights or more at participating stays.{' '}
        <Link
          component={RouterLink}
          to={routePaths.complimentaryNightTerms}
          color="inherit"
          sx={{ fontWeight: 600 }}
        >
          See the terms
        </Link>
      </Typography>
    </Stack>
  );
}
