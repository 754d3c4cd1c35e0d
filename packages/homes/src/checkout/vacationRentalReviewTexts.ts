/** Texts of the vacation-rental review step's need to know (ours). */
export const vacationRentalReviewTexts = {
  houseRules: 'House rules',
  petsAllowed: 'Pets allowed',
  petsNotAllowed: 'Pets not allowed',
} as const;

/** The review step's FAQ about vacation-rental bookings (ours: spec platform §2 names an FAQ accordion). */
export const vacationRentalFaq: readonly { readonly question: string; readonly answer: string }[] =
  [
    {
      question: 'When am I charged for my stay?',
      answer:
        'The full price is due when you book, unless the payment policy in your trip summary says otherwise.',
    },
    {
      question: 'Can I change or cancel my booking?',
      answer:
        "Changes and cancellations follow the property's cancellation policy, shown under Need to know. You can manage your booking from My Trips.",
    },
    {
      question: 'How do I get into the property?',
      answer:
        'The host sends check-in instructions before your stay. Check-in and check-out times are shown under Need to know.',
    },
    {
      question: 'Can my card be charged after my stay?',
      answer:
        'If you cause damage to the property or incur incidental fees, your card may be charged.',
    },
  ];
