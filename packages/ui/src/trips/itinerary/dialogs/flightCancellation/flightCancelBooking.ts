/** An airline of the flight, with the confirmation code the airline knows the booking by. */
export interface FlightCancelAirlineCode {
  /** The airline's name (its IATA code where the name is not known). */
  readonly airline: string;
  readonly code: string;
}

/** What the steps of the flight cancellation show of the booking, besides the offer. */
export interface FlightCancelBooking {
  /** The flight's route, as its trip's title: "Toronto - Paris - Toronto". */
  readonly flightTitle: string;
  /** The booking's confirmation code, which an agent asks for. */
  readonly confirmationCode?: string;
  /** Each airline's own confirmation code, for a traveler sent to the airline. */
  readonly airlineCodes: readonly FlightCancelAirlineCode[];
  /** Where the booking's emails go. */
  readonly email: string;
  /** The tenant's support line. */
  readonly supportPhone: string;
  readonly locale: string;
  readonly timeZone: string;
}
