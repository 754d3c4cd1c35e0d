import { formatTimeOfDay, hotelCheckoutTexts } from '@wayfare/domain';

/** The hotel page's words (ours: the spec names the hotel details and room select screens only). */
export const hotelPageTexts = {
  loading: 'Loading the hotel',
  notFoundTitle: 'This hotel is not available',
  notFoundBody: 'It may have been removed, or the link is out of date. Search again for hotels.',
  backToSearch: 'Back to hotels',
  amenities: 'Amenities',
  location: 'Location',
  mapLabel: (name: string) => `Map of where ${name} stands`,
  about: 'About this hotel',
  /** Times as the spec shows them, h:mm A (platform §9). */
  checkIn: (time: string) => `Check-in from ${formatTimeOfDay(time)}`,
  checkOut: (time: string) => `Check-out by ${formatTimeOfDay(time)}`,
  rooms: 'Choose your room',
  noRooms:
    'No room of this hotel fits your guests for these dates. Try fewer guests or more rooms.',
  select: 'Select',
  perNight: '/ night',
  totalTaxesIncluded: (total: string) => `${total} total, taxes included`,
  premiumPerNight: (premium: string) => `+${premium} / night to cancel for any reason`,
  roomRate: hotelCheckoutTexts.room,
  premium: hotelCheckoutTexts.refundableRoom,
  roomWithPremium: 'Room with cancel for any reason',
  coverage: (percentage: number, amount: string) => `${percentage}% back (${amount}) if you cancel`,
  premiumNotRefunded: 'The cancel-for-any-reason premium is not refunded if you cancel.',
  scenarioFlag:
    'This room has a partially refundable rate and a cancel-for-any-reason rate whose premium is not refunded: compare what each gives back before you choose.',
} as const;
