import type { Meta, StoryObj } from '@storybook/react-vite';
import { productTabs } from '@wayfare/domain';
import { consumerTenant, corporateTenant, framedDocs } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createPortalMemoryRouter } from './router';

interface PortalAtProps {
  /** The address the portal opens at. */
  readonly path: string;
}

/** The portal's routes in memory, opened at an address; made once, not on every render. */
function PortalAt({ path }: PortalAtProps) {
  const [router] = useState(() => createPortalMemoryRouter(path));
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Portal/Routes',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PortalAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: '/' },
} satisfies Meta<typeof PortalAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: the welcome and the product tabs in the spec's order. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(productTabs.map((tab) => tab.label));
    // A click, not the arrow keys: on a phone the tab list scrolls, and keys pressed faster than
    // it scrolls leave it at a different offset each run (the keyboard is covered by e2e).
    // Tab widths are measured for the scroll: with the web font, not the fallback.
    await document.fonts.ready;
    await userEvent.click(canvas.getByRole('tab', { name: 'Homes' }));
    // The list scrolls the chosen tab into view: wait until it has stopped.
    const scroller = canvasElement.querySelector('.MuiTabs-scroller');
    await waitFor(async () => {
      const before = scroller?.scrollLeft;
      await new Promise((settle) => setTimeout(settle, 200));
      await expect(scroller?.scrollLeft).toBe(before);
    });
    await expect(canvas.getByRole('tab', { name: 'Homes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Homes' })).toBeVisible();
  },
};

/** Corporate tenant: the welcome banner and tagline for business travel. */
export const HomeCorporate: Story = {
  globals: corporateTenant,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to Wayfare for Business' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Book business travel within your company's travel policy."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1-800-555-0199' })).toBeVisible();
  },
};

/** Any address the portal does not serve; the button goes home. */
export const NotFound: Story = {
  args: { path: '/nowhere' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We can't find that page" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the home page' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Where to next?' }),
    ).toBeVisible();
  },
};
