import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  canadaVoidWindowLastMinute,
  complimentaryNightPromotion,
  formatFiat,
  formatTimeOfDay,
  missedConnectionCoverageCap,
  priceFreezeCap,
  protectionTerms,
  routePaths,
  sharedTexts,
  usVoidWindowBusinessHours,
  walletPointsPerCurrencyUnit,
} from '@wayfare/domain';
import { bothTenantsModes, framedDocs, pageAt, slow } from '@wayfare/test-kit/storybook';
import { expect, screen, within } from 'storybook/test';
import { helpRoutes } from './helpRoutes';
import { helpTexts } from './helpTexts';

interface TermsPageAtProps {
  readonly path: string;
}

/** The terms as the portal mounts them: the help routes in memory, opened at an address. */
function TermsPageAt({ path }: TermsPageAtProps) {
  return pageAt(helpRoutes, path);
}

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Pages/Account/TermsPage',
  component: TermsPageAt,
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs(),
  },
  args: { path: routePaths.terms },
} satisfies Meta<typeof TermsPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const usd = (value: number) => formatFiat({ value, currencyCode: 'USD', currencySymbol: '$' });
const section = (name: string) => screen.getByRole('region', { name });

/** The table of contents leads to every section, and each section shows its figures. */
export const Default: Story = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: helpTexts.termsHeading }, slow);
    const contents = screen.getByRole('navigation', { name: helpTexts.contents });
    for (const link of within(contents).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('#')) continue;
      await expect(document.getElementById(href.slice(1))).toHaveAccessibleName(
        link.textContent ?? '',
      );
    }
    const terms = protectionTerms;
    await expect(section('Price drop protection')).toHaveTextContent(
      usd(terms.priceDropFlights.maxCreditUsd),
    );
    await expect(section('Price match guarantee')).toHaveTextContent(
      `${terms.priceMatch.refundPercentageOfDifference}% of the difference`,
    );
    await expect(section('Price freeze')).toHaveTextContent(formatFiat(priceFreezeCap(1)));
    await expect(section('Price freeze')).toHaveTextContent(
      `${terms.priceFreeze.windowDays.flight} days`,
    );
    await expect(section('Cancel for any reason')).toHaveTextContent(
      `${terms.flightCancelForAnyReason.defaultCoveragePercentage}%`,
    );
    await expect(section('Change for any reason')).toHaveTextContent(
      `${terms.changeForAnyReason.reimbursementBusinessDays} business days`,
    );
    await expect(section('Missed connection service')).toHaveTextContent(
      formatFiat(missedConnectionCoverageCap(1)),
    );
    await expect(section('Travel credits')).toHaveTextContent(
      usd(terms.travelCredits.annualTopTierUsd),
    );
    await expect(section('Travel credits')).toHaveTextContent(
      `${walletPointsPerCurrencyUnit} points per currency unit`,
    );
    await expect(section('Void windows')).toHaveTextContent(
      `about ${usVoidWindowBusinessHours} business hours`,
    );
    await expect(section('Void windows')).toHaveTextContent(
      formatTimeOfDay(canadaVoidWindowLastMinute),
    );
  },
};

/** /terms/complimentary-night/: the promotion's terms, its night from the domain. */
export const ComplimentaryNight: Story = {
  args: { path: routePaths.complimentaryNightTerms },
  play: async () => {
    const heading = await screen.findByRole('heading', { level: 1 }, slow);
    await expect(heading).toHaveTextContent(sharedTexts.complimentaryFourthNight);
    const { night } = complimentaryNightPromotion;
    await expect(screen.getByText(new RegExp(`at least ${night} nights`))).toBeVisible();
    await expect(
      screen.getByText(new RegExp(`room rate of the ${night}(st|nd|rd|th) night`)),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: helpTexts.allTerms })).toHaveAttribute(
      'href',
      routePaths.terms,
    );
  },
};
