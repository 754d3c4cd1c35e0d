import { getContrastRatio, hexToRgb } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { palettes, tenants } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { createWayfareTheme } from '../theme';
import { ColourRoles } from './ColourRoles';
import { lowContrastFlag } from './ContrastRatio';
import { EveryPalette } from './EveryPalette';
import { minimumTextContrast } from './measureSwatch';
import { storyTheme } from './storyTheme';

const meta = {
  title: 'Foundations/Colour',
  component: ColourRoles,
} satisfies Meta<typeof ColourRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour roles of the toolbar's tenant and palette. */
export const Current: Story = {
  // Follows the toolbar's tenant, so the pass shoots it on both; its play reads the story's theme.
  tags: ['tenants'],
  play: async ({ canvasElement, globals }) => {
    const { primary, warning } = storyTheme({ globals }).palette;
    const swatch = (role: string) => {
      const figure = canvasElement.querySelector<HTMLElement>(`[data-colour-role="${role}"]`);
      if (figure === null) throw new Error(`No swatch of ${role}`);
      return figure;
    };
    await expect(within(swatch('primary.main')).getByText(primary.main)).toBeVisible();
    await expect(swatch('primary.main').querySelector('[data-swatch]')).toHaveStyle({
      backgroundColor: hexToRgb(primary.main),
    });
    // The flag follows the measured contrast, whichever way it falls.
    const warningReadable =
      getContrastRatio(warning.contrastText, warning.main) >= minimumTextContrast;
    await expect(within(swatch('warning.main')).queryByText(lowContrastFlag) === null).toBe(
      warningReadable,
    );
  },
};

/** Both tenants in all three palettes, a table each, for comparing a role across the themes. */
export const EveryTenantAndPalette: Story = {
  // It shows every tenant whichever is chosen: pinned, so the pass shoots it once.
  globals: consumerTenant,
  render: () => <EveryPalette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tenant of tenants) {
      for (const palette of palettes) {
        const { primary, secondary } = createWayfareTheme({ tenant, palette }).palette;
        const table = within(canvas.getByRole('table', { name: `${tenant} · ${palette}` }));
        await expect(table.getByRole('row', { name: /^primary\.main/ })).toHaveTextContent(
          primary.main,
        );
        await expect(table.getByRole('row', { name: /^secondary\.main/ })).toHaveTextContent(
          secondary.main,
        );
      }
    }
  },
};
