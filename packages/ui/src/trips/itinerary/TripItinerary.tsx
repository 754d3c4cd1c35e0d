import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { defaultLocale, defaultTimeZone, todayIn, tripTimeState, type Trip } from '@wayfare/domain';
import { useId, useRef, useState } from 'react';
import type { FlightNames } from './flightNames';
import { itineraryTexts } from './itineraryTexts';
import { BookingSection } from './sections/BookingSection';
import { CarSection } from './sections/CarSection';
import { ExperienceSection } from './sections/ExperienceSection';
import { FlightSection } from './sections/FlightSection';
import { HomeSection } from './sections/HomeSection';
import { HotelSection } from './sections/HotelSection';
import type { TripItineraryActions } from './TripItineraryActions';
import { TripItineraryDialogs } from './TripItineraryDialogs';
import { TripNotices } from '../TripNotices';
import { TripItineraryHeader } from './TripItineraryHeader';
import { tripItineraryModalsOf, type TripItineraryModal } from './tripItineraryModals';

export interface TripItineraryProps {
  /**
   * The trip, of any booked kind (spec: products §3 "Trip kinds": Flight, Hotel, Car, Home,
   * Package, PackageHotel, PackageFlight, Experience), with the parts its kind holds. A Watch is no
   * booking: it shows its title and that it has no itinerary.
   */
  readonly trip: Trip;
  /** The instant the details are seen at: the trip's time state, and what it offers, follow. */
  readonly now: Date;
  /** The calls the modals make (resend, change email, traveler edit, cancel home, change flight). */
  readonly actions: TripItineraryActions;
  /** The locale dates, times and amounts are written in (en-US by default, products §9). */
  readonly locale?: string;
  /** The traveller's time zone, for "today" and the booking date (America/Toronto by default). */
  readonly timeZone?: string;
  /** Names of the airlines and airports of the flight's codes; codes alone without them. */
  readonly flightNames?: FlightNames;
  /**
   * The tenant's support line (domain `tenantSettings(tenant).supportPhone`), where a modal sends
   * the traveller to a person: cancelling a flight for one traveler only, or one only an agent can.
   */
  readonly supportPhone: string;
  /** The title's level in the page outline: 1 on its own page (default), 2 inside another. */
  readonly headingLevel?: 1 | 2;
  /**
   * A modal open when the details first show, as a link to "resend email" or "itemized receipt"
   * (named screens, products §2) may ask for. Ignored if the trip does not offer it.
   */
  readonly defaultModal?: TripItineraryModal;
  /** The traveller asks to review an airline's schedule change; without it the notice has no button. */
  readonly onReviewScheduleChange?: (trip: Trip) => void;
  /** A class for the root element, to place the details in their page. */
  readonly className?: string;
}

/**
 * The itinerary details of one trip (spec: products §2, §3, §4): its title, status, dates and
 * confirmation code, then a section for each part it holds (flight, hotel, car, home, experience)
 * and one for the booking, each with the buttons of its modals. Presentational: the trip and the
 * calls come in; which modal is open is its own state. A modal gives focus back to the button
 * that opened it, or to the title when that button has gone.
 */
export function TripItinerary({
  trip,
  now,
  actions,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  flightNames,
  supportPhone,
  headingLevel = 1,
  defaultModal,
  onReviewScheduleChange,
  className,
}: TripItineraryProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);
  const timeState = tripTimeState(trip, now, timeZone);
  const offered = tripItineraryModalsOf(trip, timeState);
  const [modal, setModal] = useState<TripItineraryModal | undefined>(() =>
    defaultModal !== undefined && offered.has(defaultModal) ? defaultModal : undefined,
  );

  const open = (next: TripItineraryModal) => {
    opener.current = document.activeElement;
    setModal(next);
  };
  // One modal hands over to another (a voidable ticket's exchange to its cancellation): the
  // opener stays the button the first was opened from, and the first, once gone, leaves focus to
  // the one now open.
  const handingOver = useRef(false);
  const handOver = (next: TripItineraryModal) => {
    handingOver.current = true;
    setModal(next);
  };
  // The dialog gives focus back to what had it when it opened; where that went (the button of a
  // home just cancelled, the modal that handed over), the opener or else the title takes it.
  const exited = () => {
    if (handingOver.current) {
      handingOver.current = false;
      return;
    }
    const target = opener.current?.isConnected === true ? opener.current : title.current;
    if (target instanceof HTMLElement && document.activeElement !== target) target.focus();
    opener.current = null;
  };

  const section = {
    offered,
    onOpen: open,
    headingLevel: headingLevel === 1 ? 2 : 3,
    locale,
  } as const;
  const { flight, hotel, car, home, experience } = trip;

  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      data-kind={trip.kind}
      data-time-state={timeState}
      data-status={trip.status}
      className={className}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}
    >
      <TripItineraryHeader
        trip={trip}
        timeState={timeState}
        locale={locale}
        headingLevel={headingLevel}
        titleRef={title}
        titleId={titleId}
      />
      <TripNotices trip={trip} onReviewScheduleChange={onReviewScheduleChange} titleId={titleId} />
      {trip.kind === 'Watch' ? (
        <Typography>{itineraryTexts.watchHasNoDetails}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            {flight && <FlightSection {...section} flight={flight} flightNames={flightNames} />}
            {hotel && <HotelSection {...section} hotel={hotel} />}
            {car && <CarSection {...section} car={car} />}
            {home && <HomeSection {...section} home={home} />}
            {experience && <ExperienceSection {...section} experience={experience} />}
          </Box>
          <BookingSection {...section} trip={trip} timeZone={timeZone} />
        </Box>
      )}
      <TripItineraryDialogs
        trip={trip}
        modal={modal}
        actions={actions}
        onClose={() => setModal(undefined)}
        onHandOver={handOver}
        onExited={exited}
        locale={locale}
        timeZone={timeZone}
        today={todayIn(now, timeZone)}
        supportPhone={supportPhone}
        flightNames={flightNames}
      />
    </Box>
  );
}
