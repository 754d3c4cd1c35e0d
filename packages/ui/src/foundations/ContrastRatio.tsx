import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { minimumTextContrast, type Swatch } from './measureSwatch';

export interface ContrastRatioProps {
  /** The measured swatch whose text contrast is shown. */
  readonly swatch: Swatch;
  /**
   * Flags a low contrast with the warning icon alone (named for assistive technology), for a
   * narrow table column; the page's introduction then says what the icon means.
   */
  readonly compact?: boolean;
}

/** Rounded down, so that a ratio shown as 4.50:1 is never one that fails AA (4.496 rounds up). */
export const formatRatio = (contrast: number) =>
  `${(Math.floor(contrast * 100) / 100).toFixed(2)}:1`;

/** The words of the flag, and the icon's name where the icon stands alone. */
export const lowContrastFlag = `Below ${minimumTextContrast}:1`;

/** A swatch's text contrast, flagged by an icon and words, not colour alone, below AA. */
export function ContrastRatio({ swatch, compact = false }: ContrastRatioProps) {
  return (
    <Box component="span" data-readable={swatch.readable}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatRatio(swatch.contrast)}
      </Box>
      {!swatch.readable &&
        (compact ? (
          <WarningAmberRounded
            color="warning"
            fontSize="small"
            titleAccess={lowContrastFlag}
            sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
          />
        ) : (
          // On a line of its own: beside the ratio it would wrap apart in a narrow swatch.
          <Typography
            component="span"
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <WarningAmberRounded color="warning" fontSize="small" />
            {lowContrastFlag}
          </Typography>
        ))}
    </Box>
  );
}
