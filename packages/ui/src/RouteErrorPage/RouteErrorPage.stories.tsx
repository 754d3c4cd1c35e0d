import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteErrorPage } from './RouteErrorPage';

const meta = {
  title: 'Components/RouteErrorPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: RouteErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'page-not-loaded', homeHref: '/', onReload: fn() },
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's code did not arrive (a new version published, a dropped connection): reload it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This page didn't load" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Any kind and home address. */
export const Playground: Story = { args: { kind: 'page-failed', homeHref: '/' } };
