import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { FoundationPage, FoundationSection } from './FoundationPage';
import { typeMetrics, typographyVariants } from './typeMetrics';

/** Text that reads like the portal's, long enough to show a variant's line height when it wraps. */
const sample = 'Book a stay with your rewards';

/** The theme's type scale: each variant as a sample, with its size, weight and line height. */
export function TypeScale() {
  const theme = useTheme();
  return (
    <FoundationPage
      title="Typography"
      intro="Every variant of the theme's type scale, rendered by the theme and measured from it."
    >
      <FoundationSection title="Font family" description="The stack every variant uses.">
        <Typography sx={{ overflowWrap: 'anywhere' }}>{theme.typography.fontFamily}</Typography>
      </FoundationSection>
      <FoundationSection title="Type scale">
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {typographyVariants.map((variant) => {
            const metrics = typeMetrics(theme, variant);
            return (
              <Box
                component="li"
                key={variant}
                data-variant={variant}
                sx={{
                  py: 2,
                  borderTop: 1,
                  borderColor: 'divider',
                  display: 'grid',
                  gap: { xs: 1, md: 3 },
                  gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
                  alignItems: 'baseline',
                }}
              >
                <Box>
                  <Typography variant="subtitle2" component="p">
                    {variant}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {metrics.fontSize} ({metrics.px} px) · weight {metrics.fontWeight}
                    <br />
                    line height {metrics.lineHeight} · letter spacing {metrics.letterSpacing}
                  </Typography>
                </Box>
                <Typography variant={variant} component="p" data-sample>
                  {sample}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </FoundationSection>
    </FoundationPage>
  );
}
