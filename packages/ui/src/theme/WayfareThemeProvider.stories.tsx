import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consumerTenant } from '@wayfare/test-kit/storybook';

/** What the provided theme looks like: its colours, type scale and buttons. */
function ThemeSample() {
  const theme = useTheme();
  const swatches = [
    ['primary', theme.palette.primary.main],
    ['secondary', theme.palette.secondary.main],
    ['background', theme.palette.background.default],
    ['text', theme.palette.text.primary],
  ] as const;
  return (
    <Stack spacing={2} sx={{ p: 2, bgcolor: 'background.default' }}>
      <Typography variant="h2" component="p">
        Wayfare
      </Typography>
      <Stack direction="row" spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {swatches.map(([name, color]) => (
          <Box component="li" key={name} sx={{ textAlign: 'center' }}>
            <Box
              sx={{
                width: 48,
                height: 48,
                bgcolor: color,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="caption">{name}</Typography>
          </Box>
        ))}
      </Stack>
      <Typography>Book a stay with your rewards.</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Confirm and Book</Button>
        <Button variant="outlined">Search Again</Button>
        <Button variant="contained" color="secondary">
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Theme',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ThemeSample,
} satisfies Meta<typeof ThemeSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's tenant and palette. */
export const Current: Story = {};

/** Both tenants in all three palettes. */
export const EveryTenantAndPalette: Story = {
  parameters: { tenantMatrix: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: 'Confirm and Book' }),
    ).toHaveLength(6);
  },
};
