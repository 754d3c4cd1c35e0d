import type { Meta, StoryObj } from '@storybook/react-vite';
import { truncationLimits } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TruncatedText } from './TruncatedText';

const paragraph =
  'Wake up to mist lifting off the lake and coffee on a dock that is yours for the week. The cabin was restored board by board: cedar walls, a stone fireplace and windows that put the water in every room. ';
const textOf = (length: number) =>
  paragraph
    .repeat(Math.ceil(length / paragraph.length))
    .slice(0, length)
    .trimEnd() + '.';

const meta = {
  title: 'Components/TruncatedText',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TruncatedText,
  parameters: { layout: 'padded' },
  args: { text: textOf(900), limit: truncationLimits.description, onExpandedChange: fn() },
  argTypes: { limit: { control: { type: 'number', min: 10, step: 10 } } },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A description over 750 characters: cut at 500 with "Read more". */
export const Long: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const readMore = canvas.getByRole('button', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('p')?.textContent).toBe(
      `${args.text.slice(0, 500).trimEnd()}…`,
    );
    await userEvent.click(readMore);
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvasElement.querySelector('p')?.textContent).toBe(args.text);
    await userEvent.click(canvas.getByRole('button', { name: 'Read less' }));
    await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
  },
};

/** Open from the start. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Read less' })).toBeVisible();
  },
};

/** 600 characters at a limit of 500: the excess is under half the limit, so it shows in full. */
export const JustOverTheLimit: Story = {
  args: { text: textOf(599) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('p')?.textContent).toBe(args.text);
  },
};

/** Shorter than the limit: no button. */
export const Short: Story = {
  args: { text: 'A quiet street two blocks from the beach.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The pets policy is cut at 200 characters (spec: platform §9). */
export const PetsPolicy: Story = {
  args: {
    text: 'Well-behaved dogs are welcome: one dog of any size, or two under 25 lb with the host’s agreement. Please keep pets off the beds and sofas, bring their own bedding, and never leave them alone in the cabin. Service animals are always welcome and never counted as pets. Towels for muddy paws are in the mudroom; please use them.',
    limit: truncationLimits.petsPolicy,
    variant: 'body2',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Read more' })).toBeVisible();
  },
};
