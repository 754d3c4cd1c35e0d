import type { Tenant } from '@wayfare/domain';

/** The home page's welcome per tenant (spec: platform §1 "corporate welcome banner and tagline"). */
export const homeWelcome: Record<Tenant, { readonly title: string; readonly tagline: string }> = {
  consumer: {
    title: 'Where to next?',
    tagline: 'Book your next trip and pay with your card, your rewards, or both.',
  },
  corporate: {
    title: 'Welcome to Wayfare for Business',
    tagline: "Book business travel within your company's travel policy.",
  },
};
