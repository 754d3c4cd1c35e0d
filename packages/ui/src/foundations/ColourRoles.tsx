import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { colourGroups } from './colourRoles';
import { ColourSwatch } from './ColourSwatch';
import { FoundationPage, FoundationSection, tileGrid } from './FoundationPage';
import { measureSwatch, minimumTextContrast } from './measureSwatch';

/**
 * The colour roles of the theme it is rendered in (in Storybook, the toolbar's tenant and
 * palette), each measured from the theme as it renders: nothing here is a copied value.
 */
export function ColourRoles() {
  const theme = useTheme();
  const { tenant, palette } = theme.wayfare;
  return (
    <FoundationPage
      title="Colour"
      intro={
        <>
          The colour roles of the {tenant} tenant in its {palette} palette, read from the theme.
          Each swatch shows the text the theme sets on it and that text&apos;s contrast; a pair
          below {minimumTextContrast}:1 (WCAG AA for body text) is flagged.
        </>
      }
    >
      {colourGroups.map((group) => (
        <FoundationSection key={group.title} title={group.title}>
          <Box component="ul" sx={tileGrid('160px', 2)}>
            {group.roles.map((role) => (
              <li key={role.name}>
                <ColourSwatch role={role} swatch={measureSwatch(role, theme.palette)} />
              </li>
            ))}
          </Box>
        </FoundationSection>
      ))}
    </FoundationPage>
  );
}
