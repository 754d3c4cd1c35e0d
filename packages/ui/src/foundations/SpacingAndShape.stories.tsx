import type { Meta, StoryObj } from '@storybook/react-vite';
import { tenants } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect } from 'storybook/test';
import { createWayfareTheme } from '../theme';
import { elevationsInUse } from './ElevationLevels';
import { SpacingAndShape } from './SpacingAndShape';
import { spacingSteps } from './SpacingScale';
import { storyTheme } from './storyTheme';

const meta = {
  title: 'Foundations/Spacing and shape',
  // Both tenants' radii show whichever is chosen; the spacing and shadows are the pinned one's.
  globals: consumerTenant,
  component: SpacingAndShape,
} satisfies Meta<typeof SpacingAndShape>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale, both tenants' corner radius and the elevations, in the toolbar's theme. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const theme = storyTheme({ globals });
    const element = (selector: string) => {
      const found = canvasElement.querySelector<HTMLElement>(selector);
      if (found === null) throw new Error(`Nothing matches ${selector}`);
      return found;
    };
    for (const step of spacingSteps) {
      const row = element(`[data-spacing-step="${step}"]`);
      await expect(row).toHaveTextContent(`spacing(${step}) = ${theme.spacing(step)}`);
      await expect(row.querySelector('[data-bar]')).toHaveStyle({ width: theme.spacing(step) });
    }
    for (const tenant of tenants) {
      const { borderRadius } = createWayfareTheme({ tenant, palette: theme.wayfare.palette }).shape;
      const corners = element(`[data-tenant="${tenant}"]`);
      await expect(corners).toHaveTextContent(`${tenant}: ${borderRadius} px`);
      await expect(corners.querySelector('[data-corner="1"]')).toHaveStyle({
        borderRadius: `${borderRadius}px`,
      });
    }
    for (const { level } of elevationsInUse) {
      await expect(element(`[data-elevation="${level}"]`)).toHaveStyle({
        boxShadow: theme.shadows[level],
      });
    }
  },
};
