import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import type { CheckoutHeader } from './CheckoutHeader';
import defaultMeta from './CheckoutHeader.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/CheckoutHeader/Features',
} satisfies Meta<typeof CheckoutHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard reaches "Back to results" and presses it. */
export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Back to results' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Travel-app mode: no "Back to results". */
export const DesktopTravelApp: Story = {
  globals: desktopViewport,
  args: { hideBack: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Review your trip before you confirm and book')).toBeVisible();
  },
};

/** Mobile: a bar with "Go back" and the step's title. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { variant: 'mobile', title: 'Traveler information' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Traveler information',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Mobile with no step title given: "Confirm and Book". */
export const MobileDefaultTitle: Story = {
  globals: mobileViewport,
  args: { variant: 'mobile' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm and Book',
    );
  },
};

/** Mobile in travel-app mode: no go-back control. */
export const MobileTravelApp: Story = {
  globals: mobileViewport,
  args: { variant: 'mobile', title: 'Review', hideBack: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Go back' })).toBeNull();
  },
};
