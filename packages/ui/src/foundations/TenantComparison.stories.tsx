import { hexToRgb } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { tenants } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { createWayfareTheme } from '../theme';
import { storyTheme } from './storyTheme';
import { TenantComparison } from './TenantComparison';

const meta = {
  title: 'Foundations/Tenants',
  // Each column sets its own tenant, so the toolbar's matters not: pinned, shot once.
  globals: consumerTenant,
  component: TenantComparison,
} satisfies Meta<typeof TenantComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consumer beside corporate in the toolbar's palette, each drawn by its own theme. */
export const SideBySide: Story = {
  play: async ({ canvasElement, globals }) => {
    const { palette } = storyTheme({ globals }).wayfare;
    const canvas = within(canvasElement);
    for (const tenant of tenants) {
      const theme = createWayfareTheme({ tenant, palette });
      const column = within(canvas.getByRole('region', { name: tenant }));
      const book = column.getByRole('button', { name: 'Confirm and Book' });
      await expect(book).toHaveStyle({
        backgroundColor: hexToRgb(theme.palette.primary.main),
        borderRadius: `${theme.shape.borderRadius}px`,
      });
      await expect(column.getByText(theme.palette.primary.main)).toBeVisible();
      await expect(column.getByText(`Corner radius: ${theme.shape.borderRadius} px`)).toBeVisible();
    }
  },
};
