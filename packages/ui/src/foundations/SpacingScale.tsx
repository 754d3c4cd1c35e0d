import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

/** The steps of `theme.spacing` that the portal's `sx` props and stacks use most, in units. */
export const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 6, 10] as const;

/** The spacing scale: each step's call, its length from the theme, and a bar that long. */
export function SpacingScale() {
  const theme = useTheme();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {spacingSteps.map((step) => {
        const length = theme.spacing(step);
        return (
          <Box
            component="li"
            key={step}
            data-spacing-step={step}
            sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', alignItems: 'center' }}
          >
            <Typography variant="body2">
              spacing({step}){' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                = {length}
              </Box>
            </Typography>
            <Box
              data-bar
              sx={{ width: length, height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
