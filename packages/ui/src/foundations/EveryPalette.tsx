import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import { palettes, tenants } from '@wayfare/domain';
import { lowContrastFlag } from './ContrastRatio';
import { FoundationPage } from './FoundationPage';
import { PaletteTable } from './PaletteTable';

/** Every tenant in every palette, one table each, for comparing a role across the themes. */
export function EveryPalette() {
  return (
    <FoundationPage
      title="Colour in every theme"
      intro={
        <>
          Each tenant in each palette, read from its own theme. The contrast is that of the text the
          theme sets on the colour (the Colour page names it);{' '}
          <WarningAmberRounded
            color="warning"
            fontSize="inherit"
            sx={{ verticalAlign: 'middle' }}
          />{' '}
          marks a pair {lowContrastFlag.toLowerCase()} (WCAG AA&apos;s minimum for body text).
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
        }}
      >
        {tenants.flatMap((tenant) =>
          palettes.map((palette) => (
            <PaletteTable key={`${tenant}-${palette}`} tenant={tenant} palette={palette} />
          )),
        )}
      </Box>
    </FoundationPage>
  );
}
