import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { rewardsAccountMenuLines } from './rewardsAccountMenuLines';

/**
 * The header's account button while the session and the rewards accounts load: its two lines and
 * its chevron in the button's own room (a medium text button's padding), so the header does not
 * grow and push the page down when the button arrives. Hidden from assistive technology: the
 * header says it is busy.
 */
export function RewardsAccountMenuSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'inline-flex', alignItems: 'center', px: 1, py: '6px', flexShrink: 0 }}
    >
      <Box
        component="span"
        sx={(theme) => ({
          // On the app bar: the bar's own text colour, faint.
          '& .MuiSkeleton-root': { bgcolor: alpha(theme.palette.primary.contrastText, 0.24) },
        })}
      >
        <Typography component="span" {...rewardsAccountMenuLines.label}>
          <Skeleton width={155} />
        </Typography>
        <Typography component="span" {...rewardsAccountMenuLines.balance}>
          <Skeleton width={90} />
        </Typography>
      </Box>
      {/* The chevron's room: a medium button's end icon. */}
      <Box component="span" sx={{ width: 20, ml: 1, mr: '-4px' }} />
    </Box>
  );
}
