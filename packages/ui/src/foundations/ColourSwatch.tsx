import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColourRole } from './colourRoles';
import { ContrastRatio } from './ContrastRatio';
import type { Swatch } from './measureSwatch';

export interface ColourSwatchProps {
  /** The role shown. */
  readonly role: ColourRole;
  /** The role measured in the palette shown. */
  readonly swatch: Swatch;
}

/**
 * One colour role: the colour with its text set on it, then its name, hex and the text's
 * contrast. The sample is large text (28 px bold), whose AA minimum is 3:1, so a pair flagged
 * below 4.5:1 for body text can still be shown without failing the page's own accessibility.
 */
export function ColourSwatch({ role, swatch }: ColourSwatchProps) {
  return (
    <Box
      component="figure"
      data-colour-role={role.name}
      sx={{
        m: 0,
        height: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        data-swatch
        sx={{
          height: 96,
          px: 2,
          display: 'flex',
          alignItems: 'center',
          bgcolor: swatch.colour,
          color: swatch.text,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="span" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
          Aa
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {role.name}
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {swatch.hex}
        </Typography>
        {swatch.translucent && (
          <Typography variant="caption" component="span" sx={{ display: 'block' }}>
            {swatch.colour} on paper
          </Typography>
        )}
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', mt: 1 }}
        >
          Text: {role.textName}
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          Contrast: <ContrastRatio swatch={swatch} />
        </Typography>
      </Box>
    </Box>
  );
}
