import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { tenants } from '@wayfare/domain';
import { WayfareThemeProvider } from '../theme';
import { FoundationPage } from './FoundationPage';
import { TenantSample } from './TenantSample';

/**
 * The consumer tenant beside the corporate one, in the palette it is rendered in (in Storybook,
 * the toolbar's): each column has its own WayfareThemeProvider, so each is drawn by its own theme.
 */
export function TenantComparison() {
  const { palette } = useTheme().wayfare;
  return (
    <FoundationPage
      title="Tenants"
      intro={`Consumer beside corporate, both in the ${palette} palette: colours, corner radius and a few components, each drawn by its tenant's theme.`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {tenants.map((tenant) => (
          // No baseline: the page's own is in place, and a second would restyle the whole page.
          <WayfareThemeProvider key={tenant} tenant={tenant} palette={palette} baseline={false}>
            <TenantSample />
          </WayfareThemeProvider>
        ))}
      </Box>
    </FoundationPage>
  );
}
