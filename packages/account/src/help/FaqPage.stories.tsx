import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  formatFiat,
  protectionTerms,
  routePaths,
  tenantSettings,
  walletCreditPoints,
  type Tenant,
} from '@wayfare/domain';
import {
  bothTenantsModes,
  framedDocs,
  pageAt,
  slow,
  storyTenant,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { helpRoutes } from './helpRoutes';
import { helpTexts } from './helpTexts';

interface FaqPageAtProps {
  readonly path: string;
}

/** The FAQ as the portal mounts it: the help routes in memory, opened at its address. */
function FaqPageAt({ path }: FaqPageAtProps) {
  return pageAt(helpRoutes, path);
}

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Pages/Account/FaqPage',
  component: FaqPageAt,
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs(),
  },
  args: { path: routePaths.faq },
} satisfies Meta<typeof FaqPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const usd = (value: number) => formatFiat({ value, currencyCode: 'USD', currencySymbol: '$' });

const question = (name: string) => screen.getByRole('button', { name });

/** The page has loaded: its heading is there. */
const loaded = () => screen.findByRole('heading', { level: 1, name: helpTexts.faqHeading }, slow);

/** The answer the question's button controls. */
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

/** The support answer gives the tenant's phone number (platform §1). */
const supportPhoneShown = (tenant: Tenant) => async () => {
  await loaded();
  const support = answerOf(question('How do I reach customer support?'));
  await expect(support).toHaveTextContent(tenantSettings(tenant).supportPhone);
};

/**
 * The topics, the constants in the answers, a question opened and closed by keyboard, and the
 * tenant's support line.
 */
export const Default: Story = {
  play: async (context) => {
    await loaded();
    await expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Booking with rewards',
      'Split pay',
      'Travel wallet credits and offers',
      'Cancellations',
      'Protections',
      'Support',
    ]);
    const flights = protectionTerms.priceDropFlights;
    const priceDrop = question('What is price drop protection?');
    await expect(answerOf(priceDrop)).toHaveTextContent(
      `${flights.monitoredCalendarDays} calendar days after purchase`,
    );
    await expect(answerOf(priceDrop)).toHaveTextContent(usd(flights.maxCreditUsd));
    await expect(answerOf(question('What are travel wallet credits?'))).toHaveTextContent(
      `${usd(1)} of credit is worth ${walletCreditPoints(1)} points`,
    );

    // The keyboard opens and closes a question.
    await expect(priceDrop).toHaveAttribute('aria-expanded', 'false');
    priceDrop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(priceDrop).toHaveAttribute('aria-expanded', 'true');
    const answer = within(answerOf(priceDrop));
    await waitFor(() => expect(answer.getByRole('link', { name: /Read the terms/ })).toBeVisible());
    await userEvent.keyboard(' ');
    await expect(priceDrop).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(answerOf(priceDrop)).not.toBeVisible());
    await supportPhoneShown(storyTenant(context))();
  },
};
