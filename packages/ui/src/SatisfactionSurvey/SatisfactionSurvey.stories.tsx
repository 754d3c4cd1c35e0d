import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { SatisfactionSurvey } from './SatisfactionSurvey';

const meta = {
  title: 'Components/SatisfactionSurvey',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: SatisfactionSurvey,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof SatisfactionSurvey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The feedback button; the survey sends the rating and comment, then thanks, by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    within(canvasElement).getByRole('button', { name: 'Give feedback' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'How are we doing?' });
    await expect(within(dialog).getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    // The stars are labels over visually hidden radios: choose the radio itself, not a point.
    await fireEvent.click(within(dialog).getByRole('radio', { name: '3 of 5: Okay' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Anything we could do better/ }),
      'More lake houses',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 3, comment: 'More lake houses' });
    await expect(await page.findByRole('dialog', { name: 'Thank you!' })).toHaveTextContent(
      'Your feedback helps us make Wayfare better.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** "Not now" closes the survey without sending anything. */
export const NotNow: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Give feedback' }));
    await userEvent.click(await page.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
