import type { FaqEntry } from '@wayfare/checkout';

/** The review step's FAQ about hotel bookings (ours: spec platform §2 names an FAQ accordion). */
export const hotelCheckoutFaq: readonly FaqEntry[] = [
  {
    question: 'When am I charged for my room?',
    answer:
      'A pay-now rate is charged when you book. A pay-at-the-hotel rate is charged by the hotel at check-in, to the card you book with.',
  },
  {
    question: 'Can I change or cancel my booking?',
    answer:
      "Cancellations follow the rate's cancellation policy, shown under Need to know. A room with cancel for any reason gives back the share it names if you cancel up to 24 hours before check-in. You can manage your booking from My Trips.",
  },
  {
    question: 'What do I need at check-in?',
    answer:
      'The main guest shows a photo ID and the card used to book. The hotel may hold a deposit for incidentals.',
  },
];
