// The itinerary details of one trip (spec: products §2 "Modals and dialogs", §3, §4): the page's
// component, the calls it is given, its modals one by one, and their texts.
export * from './TripItinerary';
export * from './TripItineraryActions';
export * from './tripItineraryModals';
export * from './flightNames';
export * from './itineraryTexts';
export * from './dialogs/ConfirmationDialog';
export * from './dialogs/ResendConfirmationDialog';
export * from './dialogs/ChangeEmailDialog';
export * from './dialogs/ItemizedReceiptDialog';
export * from './dialogs/TravelersDialog';
export * from './dialogs/RequestTravelerEditDialog';
export * from './dialogs/FlightCheckInDialog';
export * from './dialogs/StayCheckInDialog';
export * from './dialogs/FlightItineraryDialog';
export * from './dialogs/VirtualInterlineDialog';
export * from './dialogs/CarConfirmationDialog';
export * from './dialogs/DriversDialog';
export * from './dialogs/PickUpDialog';
export * from './dialogs/DropOffDialog';
export * from './dialogs/BasicInfoDialog';
export * from './dialogs/HostAndRentalDetailsDialog';
export * from './dialogs/CancellationPolicyDialog';
export * from './dialogs/ExperienceItineraryDialog';
export * from './dialogs/CancelHomeDialog';
export * from './dialogs/flightCancellation';
export * from './dialogs/flightExchange';
export type { ItineraryDialogBaseProps } from './dialogs/ItineraryDialog';
