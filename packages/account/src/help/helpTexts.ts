/** The help pages' own words (ours: the spec names the pages, platform §2, not their copy). */
export const helpTexts = {
  faqHeading: 'Frequently asked questions',
  faqIntro: 'Answers about booking, paying, your travel wallet, cancellations and protections.',
  termsHeading: 'Terms',
  termsIntro:
    'The terms of the protections, travel credits and void windows offered when you book with us.',
  contents: 'Contents',
  readTheTerms: 'Read the terms',
  allTerms: 'All terms',
  faqLink: 'Frequently asked questions',
  loading: 'Loading',
} as const;
