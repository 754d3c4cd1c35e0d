import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkoutBreakdownTexts, flightCheckoutTexts, routePaths } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { TermsAcknowledgement } from './TermsAcknowledgement';

const meta = {
  title: 'Components/CheckoutBreakdown/TermsAcknowledgement',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TermsAcknowledgement,
  parameters: { layout: 'padded' },
  args: { termsOfServiceUrl: routePaths.terms },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TermsAcknowledgement>;

export default meta;
type Story = StoryObj<typeof meta>;

const { termsOfService, opensInNewTab, termsAfter } = checkoutBreakdownTexts;

/** The whole text, the link's "opens in a new tab" (visually hidden, read out) included. */
const wholeText = (termsBefore: string) =>
  `${termsBefore}${termsOfService} ${opensInNewTab}${termsAfter}`;

const termsLink = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: new RegExp(`^${termsOfService}`) });

/**
 * A stay's acknowledgement under Confirm and Book: the house rules, the cancellation policy and
 * the terms of service, whose link opens in a new tab and says so to a screen reader.
 */
export const StayTerms: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.textContent).toBe(wholeText(checkoutBreakdownTexts.termsBefore));
    const link = termsLink(canvasElement);
    await expect(link).toHaveAccessibleName(`${termsOfService} ${opensInNewTab}`);
    await expect(link).toHaveAttribute('href', args.termsOfServiceUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

/** A flight's acknowledgement: the fare rules and the airline's conditions of carriage. */
export const FlightTerms: Story = {
  args: { termsBefore: flightCheckoutTexts.termsBefore },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.startsWith(flightCheckoutTexts.termsBefore)).toBe(true);
    await expect(canvasElement.textContent).toBe(wholeText(flightCheckoutTexts.termsBefore));
    await expect(termsLink(canvasElement)).toHaveAttribute('target', '_blank');
  },
};

/** In body text, as the phone's review page shows it above its bottom bar. */
export const Body2Variant: Story = {
  args: { variant: 'body2' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe(wholeText(checkoutBreakdownTexts.termsBefore));
    await expect(termsLink(canvasElement)).toHaveAccessibleName(
      `${termsOfService} ${opensInNewTab}`,
    );
  },
};
