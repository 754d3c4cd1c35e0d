import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FoundationPage, tileGrid } from './FoundationPage';
import { iconsInUse } from './iconsInUse';

/** Every Material icon Wayfare's screens import, each with its name, in alphabetical order. */
export function IconGallery() {
  const icons = Object.entries(iconsInUse).sort(([a], [b]) => a.localeCompare(b));
  return (
    <FoundationPage
      title="Icons"
      intro={
        <>
          The {icons.length} icons of @mui/icons-material that Wayfare&apos;s screens import, by the
          name to import them with (<code>@mui/icons-material/&lt;Name&gt;</code>). A unit test
          keeps this list equal to the screens&apos; imports.
        </>
      }
    >
      <Box component="ul" sx={tileGrid('160px', 1.5)}>
        {icons.map(([name, Icon]) => (
          <Box
            component="li"
            key={name}
            data-icon={name}
            sx={{
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              textAlign: 'center',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Icon fontSize="large" />
            <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
          </Box>
        ))}
      </Box>
    </FoundationPage>
  );
}
