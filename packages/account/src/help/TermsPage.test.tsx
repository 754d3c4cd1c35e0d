import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import {
  canadaVoidWindowLastMinute,
  complimentaryNightPromotion,
  formatFiat,
  formatTimeOfDay,
  priceFreezeCap,
  protectionTerms,
  routePaths,
  sharedTexts,
  walletCreditPoints,
} from '@wayfare/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpTexts } from './helpTexts';
import { termsSectionIds } from './termsSection';
import * as stories from './TermsPage.stories';

const { Default, ComplimentaryNight } = composeStories(stories);

// A page that renders with a React or MUI warning is broken, even if it looks right.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockClear();
});

const slow = { timeout: 10000 };
const usd = (value: number) => formatFiat({ value, currencyCode: 'USD', currencySymbol: '$' });
const section = (name: string) => screen.getByRole('region', { name });

async function openTerms() {
  render(<Default />);
  await screen.findByRole('heading', { level: 1, name: helpTexts.termsHeading }, slow);
}

describe('TermsPage', () => {
  it('has a section per protection of the issue, travel credits, void windows and the rest', async () => {
    await openTerms();
    expect(screen.getAllByRole('region').map((region) => region.id)).toEqual([...termsSectionIds]);
  });

  it('lists every section in the table of contents, each link pointing at its section', async () => {
    await openTerms();
    const contents = screen.getByRole('navigation', { name: helpTexts.contents });
    const links = within(contents).getAllByRole('link');
    const inPage = links.filter((link) => link.getAttribute('href')?.startsWith('#'));
    expect(inPage.map((link) => link.getAttribute('href'))).toEqual(
      termsSectionIds.map((id) => `#${id}`),
    );
    for (const link of inPage) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target).toHaveAccessibleName(link.textContent ?? '');
    }
    expect(links.at(-1)).toHaveAttribute('href', routePaths.complimentaryNightTerms);
  });

  it('shows the figures of the domain', async () => {
    await openTerms();
    const terms = protectionTerms;
    expect(section('Price drop protection')).toHaveTextContent(
      `Hotels: the price is monitored after ${terms.priceDropHotels.calendarDays} calendar days; the credit is up to ${terms.priceDropHotels.maxCredit}.`,
    );
    expect(section('Price match guarantee')).toHaveTextContent(
      `Claim within ${terms.priceMatch.claimWithinHours} hours of booking`,
    );
    expect(section('Price freeze')).toHaveTextContent(
      `If the price rises, the difference is covered up to ${formatFiat(priceFreezeCap(1))} per passenger or room.`,
    );
    expect(section('Price freeze')).toHaveTextContent(
      `within ${terms.priceFreeze.refundWithinBillingCycles.min} to ${terms.priceFreeze.refundWithinBillingCycles.max} billing cycles`,
    );
    expect(section('Change for any reason')).toHaveTextContent(
      `${terms.changeForAnyReason.changesAllowed} change allowed`,
    );
    expect(section('Missed connection service')).toHaveTextContent(
      `${terms.missedConnection.expiryHours} hours to choose`,
    );
    expect(section('Travel credits')).toHaveTextContent(
      `a one-time ${usd(terms.travelCredits.oneTimeMidTierUsd)} credit, valid for ${terms.travelCredits.midTierValidityYears} year.`,
    );
    expect(section('Travel credits')).toHaveTextContent(
      `${walletCreditPoints(1)} points per currency unit`,
    );
    expect(section('Travel credits')).toHaveTextContent(
      `within ${terms.creditDisputeWindow.days} days`,
    );
    expect(section('Void windows')).toHaveTextContent(
      `${formatTimeOfDay(canadaVoidWindowLastMinute)} local time on the day of purchase`,
    );
  });

  it('complimentary night: the promotion night from the domain, and a way back to all terms', async () => {
    render(<ComplimentaryNight />);
    const heading = await screen.findByRole('heading', { level: 1 }, slow);
    expect(heading).toHaveTextContent(`${sharedTexts.complimentaryFourthNight}: terms`);
    const { night } = complimentaryNightPromotion;
    expect(screen.getByText(/hotel showing the/)).toHaveTextContent(
      `Stay at least ${night} nights`,
    );
    expect(screen.getByRole('link', { name: helpTexts.allTerms })).toHaveAttribute(
      'href',
      routePaths.terms,
    );
  });
});
