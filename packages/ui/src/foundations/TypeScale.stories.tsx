import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect } from 'storybook/test';
import { storyTheme } from './storyTheme';
import { TypeScale } from './TypeScale';
import { typeMetrics, typographyVariants } from './typeMetrics';

const meta = {
  title: 'Foundations/Typography',
  // One tenant's scale (today both tenants share it); the play reads the theme the story is in.
  globals: consumerTenant,
  component: TypeScale,
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant of the toolbar's theme, from h1 to overline, with its metrics. */
export const Scale: Story = {
  play: async ({ canvasElement, globals }) => {
    const theme = storyTheme({ globals });
    const rows = canvasElement.querySelectorAll('[data-variant]');
    await expect(rows).toHaveLength(typographyVariants.length);
    for (const variant of typographyVariants) {
      const metrics = typeMetrics(theme, variant);
      const row = canvasElement.querySelector(`[data-variant="${variant}"]`);
      // The sample is drawn at the size the row states, both read from the theme.
      await expect(row).toHaveTextContent(`${metrics.fontSize} (${metrics.px} px)`);
      await expect(row?.querySelector('[data-sample]')).toHaveStyle({
        fontSize: `${metrics.px}px`,
        fontWeight: metrics.fontWeight,
      });
    }
  },
};
