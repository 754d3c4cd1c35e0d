import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { measureSwatch } from './measureSwatch';
import { colourGroups } from './colourRoles';

/** The roles that tell the tenants apart at a glance. */
const brandRoleNames = ['primary.main', 'secondary.main', 'background.default'];
const brandRoles = colourGroups
  .flatMap((group) => group.roles)
  .filter((role) => brandRoleNames.includes(role.name));

/**
 * The theme it is rendered in, as one column of the tenant comparison: its brand colours, its
 * corner radius and a few real components drawn by it.
 */
export function TenantSample() {
  const theme = useTheme();
  const headingId = useId();
  const { tenant } = theme.wayfare;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-tenant={tenant}
      sx={{
        p: { xs: 2, md: 3 },
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ textTransform: 'capitalize' }} gutterBottom>
        {tenant}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {brandRoles.map((role) => {
          const swatch = measureSwatch(role, theme.palette);
          return (
            <Box
              component="li"
              key={role.name}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  flex: 'none',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: swatch.colour,
                }}
              />
              <Typography variant="body2">
                {role.name}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {swatch.hex}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Corner radius: {theme.shape.borderRadius} px
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button variant="contained">Confirm and Book</Button>
        <Button variant="outlined">Search Again</Button>
      </Stack>
      <TextField label="First name" defaultValue="Alex" fullWidth sx={{ mt: 3 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Chip label="Free cancellation" />
        <Chip label="Pets allowed" color="primary" />
        <Chip label="2 adults" variant="outlined" />
      </Stack>
      <Card sx={{ mt: 3 }}>
        <CardContent>
          <Typography variant="h3" component="p" gutterBottom>
            Lakeside cabin
          </Typography>
          <Typography variant="body2" color="text.secondary">
            3 nights · Jul 10 – 13 · 2 adults
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
