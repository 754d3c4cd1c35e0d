import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { tenants } from '@wayfare/domain';
import { createWayfareTheme } from '../theme';
import { tileGrid } from './FoundationPage';

/** The multiples of the corner radius that the portal's `sx` props use. */
const multiples = [1, 2] as const;

/** `shape.borderRadius` of each tenant (in the palette shown), with the corners it makes. */
export function CornerRadii() {
  const { palette } = useTheme().wayfare;
  return (
    <Box component="ul" sx={tileGrid('280px', 2)}>
      {tenants.map((tenant) => {
        const { borderRadius } = createWayfareTheme({ tenant, palette }).shape;
        // Wayfare's themes set it in pixels, as a number.
        const radius = Number(borderRadius);
        return (
          <Box component="li" key={tenant} data-tenant={tenant}>
            <Typography variant="subtitle1" component="p">
              {tenant}: {radius} px
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
              {multiples.map((multiple) => (
                <Box key={multiple} sx={{ textAlign: 'center' }}>
                  <Box
                    data-corner={multiple}
                    sx={{
                      width: 96,
                      height: 64,
                      border: 2,
                      borderColor: 'primary.main',
                      bgcolor: 'background.paper',
                      borderRadius: `${radius * multiple}px`,
                    }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    borderRadius: {multiple} = {radius * multiple} px
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
