import {
  defaultLocale,
  routePaths,
  travelWalletOfferProductLines,
  treesModalText,
} from '@wayfare/domain';
import { offerProductLineLabels } from '@wayfare/ui';
import { complimentaryNightTerms } from './complimentaryNightTerms';
import type { TermsSectionId } from './termsSection';
import { termsSectionsById } from './termsSections';

export interface FaqQuestion {
  /** Unique on the page; the accordion's element ids start with it. */
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  /** Where the full terms are, if anywhere. */
  readonly termsPath?: string;
}

export interface FaqTopic {
  readonly id: string;
  readonly heading: string;
  readonly questions: readonly FaqQuestion[];
}

/**
 * The FAQ (spec: platform §2 /faq/; products §2 names an offers FAQ). The questions and answers are
 * ours; an answer about a protection, travel credits or the void windows is the summary of its
 * terms section, so that the two pages never disagree.
 */
export function faqTopics(supportPhone: string): FaqTopic[] {
  const sections = termsSectionsById();
  const aboutTerms = (id: TermsSectionId, question: string): FaqQuestion => ({
    id,
    question,
    answer: sections[id].summary,
    termsPath: `${routePaths.terms}#${id}`,
  });
  const offerLines = new Intl.ListFormat(defaultLocale).format(
    travelWalletOfferProductLines.map((line) => offerProductLineLabels[line].toLowerCase()),
  );
  return [
    {
      id: 'booking-with-rewards',
      heading: 'Booking with rewards',
      questions: [
        {
          id: 'pay-with-rewards',
          question: 'Can I pay with my rewards?',
          answer:
            'Yes. Choose a rewards account at checkout to pay for all or part of your trip with its rewards. What the booking earns is shown before you book.',
        },
        {
          id: 'redemption-minimum',
          question: 'Is there a minimum to pay with rewards?',
          answer:
            'Each rewards account has a minimum redemption value. An account whose balance is below it cannot pay for a booking: choose another account, or pay by card.',
        },
        {
          id: 'complimentary-night',
          question: 'What is the complimentary night?',
          answer: complimentaryNightTerms().summary,
          termsPath: routePaths.complimentaryNightTerms,
        },
        { id: 'trees', question: 'Does my booking plant trees?', answer: treesModalText },
      ],
    },
    {
      id: 'split-pay',
      heading: 'Split pay',
      questions: [
        {
          id: 'split-rewards-and-card',
          question: 'Can I split a payment between rewards and a card?',
          answer:
            'Yes. Apply the rewards you want to use, and the rest is charged to a saved card. Full payment is due at booking.',
        },
      ],
    },
    {
      id: 'travel-wallet',
      heading: 'Travel wallet credits and offers',
      questions: [
        aboutTerms('travel-credits', 'What are travel wallet credits?'),
        {
          id: 'travel-offers',
          question: 'What are travel offers?',
          answer: `Travel offers are discounts in your travel wallet for ${offerLines}. Apply one at checkout of a booking it is for.`,
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations',
      questions: [
        aboutTerms('void-windows', 'Can I cancel a flight right after booking?'),
        {
          id: 'cancel-one-traveler',
          question: 'Can I cancel for one traveler only?',
          answer: `Cancelling online cancels the booking for all passengers. To cancel for one traveler, call us at ${supportPhone}.`,
        },
      ],
    },
    {
      id: 'protections',
      heading: 'Protections',
      questions: [
        aboutTerms('price-drop-protection', 'What is price drop protection?'),
        aboutTerms('price-match', 'How does the price match guarantee work?'),
        aboutTerms('price-freeze', 'What is a price freeze?'),
        aboutTerms('cancel-for-any-reason', 'What is cancel for any reason?'),
        aboutTerms('change-for-any-reason', 'What is change for any reason?'),
        aboutTerms('missed-connection', 'What is the missed connection service?'),
        {
          id: 'who-decides',
          question: 'Who decides how a protection is used?',
          answer: 'The person who made the booking decides for all its passengers.',
        },
      ],
    },
    {
      id: 'support',
      heading: 'Support',
      questions: [
        {
          id: 'contact-support',
          question: 'How do I reach customer support?',
          answer: `Call us at ${supportPhone}. Have your booking confirmation number at hand.`,
        },
      ],
    },
  ];
}
