import { useTheme } from '@mui/material/styles';
import { CornerRadii } from './CornerRadii';
import { ElevationLevels } from './ElevationLevels';
import { FoundationPage, FoundationSection } from './FoundationPage';
import { SpacingScale } from './SpacingScale';

/** The theme's spacing scale, each tenant's corner radius, and the elevations in use. */
export function SpacingAndShape() {
  const theme = useTheme();
  return (
    <FoundationPage
      title="Spacing and shape"
      intro="The spacing scale, corner radii and shadows, read from the theme as it renders."
    >
      <FoundationSection
        title="Spacing"
        description={`theme.spacing(n) is n times ${theme.spacing(1)}: an sx padding, margin or gap of 2 is ${theme.spacing(2)}.`}
      >
        <SpacingScale />
      </FoundationSection>
      <FoundationSection
        title="Corner radius"
        description="theme.shape.borderRadius differs by tenant: the corners of buttons, fields, cards and dialogs, and of sx borderRadius: 1 (a multiple of it)."
      >
        <CornerRadii />
      </FoundationSection>
      <FoundationSection
        title="Elevation"
        description="theme.shadows at the levels the portal uses."
      >
        <ElevationLevels />
      </FoundationSection>
    </FoundationPage>
  );
}
