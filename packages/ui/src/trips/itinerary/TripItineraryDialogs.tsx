import type { IsoDate, Trip } from '@wayfare/domain';
import { BasicInfoDialog } from './dialogs/BasicInfoDialog';
import { CancelHomeDialog } from './dialogs/CancelHomeDialog';
import { CancellationPolicyDialog } from './dialogs/CancellationPolicyDialog';
import { CarConfirmationDialog } from './dialogs/CarConfirmationDialog';
import { ChangeEmailDialog } from './dialogs/ChangeEmailDialog';
import { ConfirmationDialog } from './dialogs/ConfirmationDialog';
import { DriversDialog } from './dialogs/DriversDialog';
import { DropOffDialog } from './dialogs/DropOffDialog';
import { ExperienceItineraryDialog } from './dialogs/ExperienceItineraryDialog';
import { FlightExchangeDialog } from './dialogs/flightExchange/FlightExchangeDialog';
import { FlightCheckInDialog } from './dialogs/FlightCheckInDialog';
import { FlightItineraryDialog } from './dialogs/FlightItineraryDialog';
import { HostAndRentalDetailsDialog } from './dialogs/HostAndRentalDetailsDialog';
import { ItemizedReceiptDialog } from './dialogs/ItemizedReceiptDialog';
import { PickUpDialog } from './dialogs/PickUpDialog';
import { RequestTravelerEditDialog } from './dialogs/RequestTravelerEditDialog';
import { ResendConfirmationDialog } from './dialogs/ResendConfirmationDialog';
import { StayCheckInDialog } from './dialogs/StayCheckInDialog';
import { TravelersDialog } from './dialogs/TravelersDialog';
import { VirtualInterlineDialog } from './dialogs/VirtualInterlineDialog';
import { FlightCancellationDialog } from './dialogs/flightCancellation/FlightCancellationDialog';
import { tripConfirmationCode } from '../tripTitle';
import type { FlightNames } from './flightNames';
import type { TripItineraryActions } from './TripItineraryActions';
import type { TripItineraryModal } from './tripItineraryModals';

export interface TripItineraryDialogsProps {
  readonly trip: Trip;
  /** The modal open, if any. */
  readonly modal: TripItineraryModal | undefined;
  readonly actions: TripItineraryActions;
  readonly onClose: () => void;
  /** One modal hands over to another: the exchange of a voidable ticket to its cancellation. */
  readonly onHandOver: (modal: TripItineraryModal) => void;
  readonly onExited: () => void;
  readonly locale: string;
  readonly timeZone: string;
  /** Today in the traveller's time zone. */
  readonly today: IsoDate;
  readonly flightNames?: FlightNames;
  /** The tenant's support line, where a modal sends a traveler to a person. */
  readonly supportPhone: string;
}

/**
 * Every modal of a trip's details, each open when it is the one asked for. A modal is there for
 * each part the trip has, not only while its button is: a home just cancelled loses its Cancel
 * button, and its modal stays open to say so.
 */
export function TripItineraryDialogs({
  trip,
  modal,
  actions,
  onClose,
  onHandOver,
  onExited,
  locale,
  timeZone,
  today,
  supportPhone,
  flightNames,
}: TripItineraryDialogsProps) {
  const dialog = (id: TripItineraryModal) => ({ open: modal === id, onClose, onExited });
  const { flight, hotel, car, home, experience, receipt } = trip;
  if (trip.kind === 'Watch') return null;
  return (
    <>
      <ConfirmationDialog
        {...dialog('confirmation')}
        trip={trip}
        flightNames={flightNames}
        locale={locale}
        timeZone={timeZone}
      />
      <ResendConfirmationDialog
        {...dialog('resendConfirmation')}
        email={trip.email}
        onResend={actions.resendConfirmation}
      />
      <ChangeEmailDialog
        {...dialog('changeEmail')}
        currentEmail={trip.email}
        onChangeEmail={actions.changeEmail}
      />
      <TravelersDialog {...dialog('travelers')} travelers={trip.travelers} />
      <RequestTravelerEditDialog
        {...dialog('requestTravelerEdit')}
        travelers={trip.travelers}
        email={trip.email}
        onRequest={actions.requestTravelerEdit}
      />
      {receipt && (
        <ItemizedReceiptDialog {...dialog('receipt')} receipt={receipt} locale={locale} />
      )}
      {flight && (
        <>
          <FlightCheckInDialog
            {...dialog('flightCheckIn')}
            flight={flight}
            flightNames={flightNames}
            locale={locale}
          />
          <FlightItineraryDialog
            {...dialog('flightItinerary')}
            slices={flight.itinerary.slices}
            tripType={flight.itinerary.tripType}
            flightNames={flightNames}
            locale={locale}
          />
          <VirtualInterlineDialog {...dialog('virtualInterline')} />
          <FlightCancellationDialog
            {...dialog('cancelFlight')}
            flight={flight}
            flightTitle={trip.title}
            confirmationCode={tripConfirmationCode(trip)}
            email={trip.email}
            supportPhone={supportPhone}
            flightNames={flightNames}
            locale={locale}
            timeZone={timeZone}
            onInfo={actions.flightCancel.info}
            onCancel={actions.flightCancel.cancel}
          />
          <FlightExchangeDialog
            {...dialog('exchangeFlight')}
            onLoad={actions.flightExchange.load}
            onSubmit={actions.flightExchange.submit}
            onCancelFlight={() => onHandOver('cancelFlight')}
            travelers={trip.travelers}
            email={trip.email}
            confirmationCode={tripConfirmationCode(trip)}
            supportPhone={supportPhone}
            today={today}
            locale={locale}
          />
        </>
      )}
      {hotel && (
        <>
          <StayCheckInDialog
            {...dialog('hotelCheckIn')}
            place={hotel.hotel}
            checkIn={hotel.checkIn}
            checkOut={hotel.checkOut}
            locale={locale}
          />
          <BasicInfoDialog
            {...dialog('hotelBasicInfo')}
            stay={{
              ...hotel.hotel,
              checkIn: hotel.checkIn,
              checkOut: hotel.checkOut,
              guests: hotel.guests,
              rooms: hotel.rooms,
              roomName: hotel.roomName,
            }}
            locale={locale}
          />
        </>
      )}
      {car && (
        <>
          <CarConfirmationDialog {...dialog('carConfirmation')} car={car} />
          <DriversDialog {...dialog('drivers')} drivers={car.drivers} />
          <PickUpDialog {...dialog('pickUp')} pickUp={car.pickUp} locale={locale} />
          <DropOffDialog {...dialog('dropOff')} dropOff={car.dropOff} locale={locale} />
        </>
      )}
      {home && (
        <>
          <StayCheckInDialog
            {...dialog('homeCheckIn')}
            place={{ name: home.listingName, address: home.address }}
            checkIn={home.checkIn}
            checkOut={home.checkOut}
            locale={locale}
          />
          <BasicInfoDialog
            {...dialog('homeBasicInfo')}
            stay={{
              name: home.listingName,
              address: home.address,
              checkIn: home.checkIn,
              checkOut: home.checkOut,
              guests: home.guests,
            }}
            locale={locale}
          />
          <HostAndRentalDetailsDialog {...dialog('hostAndRentalDetails')} home={home} />
          <CancellationPolicyDialog
            {...dialog('homeCancellationPolicy')}
            policy={home.cancellationPolicy}
          />
          <CancelHomeDialog
            {...dialog('cancelHome')}
            listingName={home.listingName}
            locale={locale}
            onQuote={actions.homeCancel.quote}
            onCancel={actions.homeCancel.cancel}
          />
        </>
      )}
      {experience && (
        <>
          <ExperienceItineraryDialog
            {...dialog('experienceItinerary')}
            experience={experience}
            locale={locale}
          />
          <CancellationPolicyDialog
            {...dialog('experienceCancellationPolicy')}
            policy={experience.cancellationPolicy}
          />
        </>
      )}
    </>
  );
}
