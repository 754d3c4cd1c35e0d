import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorPanelContent } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Components/ErrorPanel',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ErrorPanel,
  parameters: { layout: 'padded' },
  args: { content: errorPanelContent({ kind: 'default' }), onAction: fn() },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default checkout panel: search again, or choose another property. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Uh oh! Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText('Please search again')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Another Property' }));
    await expect(args.onAction).toHaveBeenCalledWith('choose-another-property');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Again' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('search-again');
  },
};

/** Edit the content to try any wording and icon. */
export const Playground: Story = {
  args: {
    content: {
      icon: 'price-increase',
      title: 'A title the designer is trying',
      subtitle: 'And a subtitle to go with it.',
      primary: { action: 'continue', label: 'Continue' },
      secondary: { action: 'search-again', label: 'Search Again' },
    },
  },
};
