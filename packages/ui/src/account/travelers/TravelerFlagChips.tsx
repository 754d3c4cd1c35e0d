import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TravelerProfile } from '@wayfare/domain';
import { flagsOf, travelerFlagLabels } from './travelerFlags';

export interface TravelerFlagChipsProps {
  readonly traveler: TravelerProfile;
}

/**
 * The traveler's flags as labels. Missing info carries a warning icon; the text stays in the
 * default colour, as a warning-coloured text is too faint to read on white.
 */
export function TravelerFlagChips({ traveler }: TravelerFlagChipsProps) {
  const flags = flagsOf(traveler);
  if (flags.length === 0) return null;
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {flags.map((flag) => (
        <Chip
          key={flag}
          component="li"
          size="small"
          variant="outlined"
          icon={flag === 'isMissingInfo' ? <ReportProblemOutlined aria-hidden /> : undefined}
          label={travelerFlagLabels[flag]}
          data-flag={flag}
        />
      ))}
    </Stack>
  );
}
