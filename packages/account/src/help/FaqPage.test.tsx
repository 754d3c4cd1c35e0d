import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import {
  cancelForAnyReasonSocialProofText,
  formatFiat,
  protectionTerms,
  tenantSettings,
  treesModalText,
  usVoidWindowBusinessHours,
} from '@wayfare/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './FaqPage.stories';
import { helpTexts } from './helpTexts';

const { Default } = composeStories(stories);
const { Default: Corporate } = composeStories(stories, { initialGlobals: { tenant: 'corporate' } });

// A page that renders with a React or MUI warning is broken, even if it looks right.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockClear();
});

const slow = { timeout: 10000 };
const usd = (value: number) => formatFiat({ value, currencyCode: 'USD', currencySymbol: '$' });
const question = (name: string) => screen.getByRole('button', { name });
const answerOf = (button: HTMLElement) => {
  const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!answer) throw new Error(`no answer for ${button.textContent ?? ''}`);
  return answer;
};

async function openFaq(Story: typeof Default = Default) {
  render(<Story />);
  await screen.findByRole('heading', { level: 1, name: helpTexts.faqHeading }, slow);
}

describe('FaqPage', () => {
  it('asks each question in an h3 heading, its answer a region named by it', async () => {
    await openFaq();
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.length).toBeGreaterThanOrEqual(6);
    for (const heading of questions) {
      const button = within(heading).getByRole('button');
      expect(answerOf(button)).toHaveAttribute('role', 'region');
      expect(answerOf(button)).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('answers with the figures of the domain', async () => {
    await openFaq();
    const flights = protectionTerms.priceDropFlights;
    expect(answerOf(question('What is price drop protection?'))).toHaveTextContent(
      `within ${flights.monitoredCalendarDays} calendar days after purchase, you get the difference as travel credit, up to ${usd(flights.maxCreditUsd)}`,
    );
    const cfar = protectionTerms.flightCancelForAnyReason;
    expect(answerOf(question('What is cancel for any reason?'))).toHaveTextContent(
      `up to ${cfar.hoursBeforeFirstDeparture} hours before the first departure and get back ${cfar.defaultCoveragePercentage}%`,
    );
    expect(answerOf(question('Can I cancel a flight right after booking?'))).toHaveTextContent(
      `about ${usVoidWindowBusinessHours} business hours`,
    );
    expect(answerOf(question('Does my booking plant trees?'))).toHaveTextContent(treesModalText);
    // The social proof belongs to the terms, not the FAQ summary.
    expect(screen.queryByText(cancelForAnyReasonSocialProofText())).toBeNull();
  });

  it('opens a question with Enter and closes it with Space', async () => {
    const user = userEvent.setup();
    await openFaq();
    const priceMatch = question('How does the price match guarantee work?');
    expect(priceMatch).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    while (document.activeElement !== priceMatch) await user.tab();
    await user.keyboard('{Enter}');
    expect(priceMatch).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(priceMatch).toHaveAttribute('aria-expanded', 'false');
  });

  it('links an answer to its terms section, which takes focus', async () => {
    const user = userEvent.setup();
    await openFaq();
    const priceMatch = question('How does the price match guarantee work?');
    await user.click(priceMatch);
    await user.click(within(answerOf(priceMatch)).getByRole('link', { name: /Read the terms/ }));
    await screen.findByRole('heading', { level: 1, name: helpTexts.termsHeading }, slow);
    // The router commits the terms in a transition, whose effects (the focus) may run a task
    // after the heading is in the page.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Price match guarantee' })).toHaveFocus(),
    );
  });

  it.each([
    ['consumer', Default],
    ['corporate', Corporate],
  ] as const)('gives the %s support phone', async (tenant, Story) => {
    await openFaq(Story);
    const { supportPhone } = tenantSettings(tenant);
    expect(answerOf(question('How do I reach customer support?'))).toHaveTextContent(supportPhone);
    expect(answerOf(question('Can I cancel for one traveler only?'))).toHaveTextContent(
      supportPhone,
    );
  });
});
