import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { mobileBreakpointPx } from '../theme';
import { BreakpointTable } from './BreakpointTable';
import { storyTheme } from './storyTheme';

const meta = {
  title: 'Foundations/Breakpoints',
  // The breakpoints are one tenant's (today both share them); the play reads the story's theme.
  globals: consumerTenant,
  component: BreakpointTable,
} satisfies Meta<typeof BreakpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme's breakpoints, md marked as the mobile breakpoint, and the layout at this width. */
export const Widths: Story = {
  play: async ({ canvasElement, globals }) => {
    const { keys, values } = storyTheme({ globals }).breakpoints;
    const canvas = within(canvasElement);
    for (const key of keys) {
      await expect(canvas.getByRole('row', { name: new RegExp(`^${key}\\b`) })).toHaveTextContent(
        `${values[key]} px`,
      );
    }
    const mobileRow = canvas.getByRole('row', { name: /Mobile breakpoint/ });
    await expect(mobileRow).toHaveAttribute('data-breakpoint', 'md');
    await expect(values.md).toBe(mobileBreakpointPx);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute(
      'data-layout',
      width < mobileBreakpointPx ? 'mobile' : 'desktop',
    );
  },
};
