import Skeleton from '@mui/material/Skeleton';
import { useCustomerDetails, useSaveTraveler, useSessionInfo } from '@wayfare/booking';
import type { CheckoutTravelerStepProps } from '@wayfare/checkout';
import {
  flightPassengerTexts,
  newFlightTravelerProfile,
  personToSend,
  type FlightPassengerSlot,
  type FlightTravelerTrip,
  type TravelersSave,
} from '@wayfare/domain';
import { FlightPassengersStep } from '@wayfare/ui';
import type { ComponentType } from 'react';

/**
 * The flight checkout's traveler step for a trip: one traveler per passenger (FlightPassengersStep)
 * over the checkout's saved travelers and contact. Saving keeps the travelers, then quotes with
 * them (the desktop, the mobile review) or only keeps them (the first mobile step); a traveler
 * added or corrected in its dialog is saved to the account without taking the main guest's place.
 */
export function flightCheckoutPassengers(
  slots: readonly FlightPassengerSlot[],
  trip: FlightTravelerTrip,
): ComponentType<CheckoutTravelerStepProps> {
  return function FlightCheckoutPassengers({
    screen,
    mode,
    saveThen,
    onSaved = () => undefined,
    onEdit,
    anchorId,
    sectionRef,
    headingLevel,
  }) {
    const session = useSessionInfo();
    const customer = useCustomerDetails();
    const saveTraveler = useSaveTraveler({ choosesSaved: false });
    const { checkout } = screen;
    const { travelers, contact } = checkout;
    if (travelers.isPending || session.isPending || customer.isPending)
      return (
        <Skeleton
          variant="rounded"
          role="status"
          aria-label={flightPassengerTexts.loading}
          sx={{ height: mode === 'edit' ? 120 + slots.length * 88 : 80 + slots.length * 32 }}
        />
      );
    const save = (chosen: TravelersSave) => {
      if (saveThen === 'keep') {
        onSaved({ isKept: checkout.keepTravelers(chosen), isQuoted: false });
        return;
      }
      void checkout.saveTravelers(chosen).then((state) => {
        onSaved({ isKept: state !== undefined, isQuoted: state?.status === 'success' });
      });
    };
    return (
      <FlightPassengersStep
        mode={mode}
        slots={slots}
        travelers={travelers.travelers}
        chosenTravelerIds={travelers.chosenTravelers.map((traveler) => traveler?.id)}
        contact={{ email: contact.contact.emailAddress, phone: contact.contact.phoneNumber }}
        trip={trip}
        onSave={save}
        onEdit={onEdit}
        onAddTraveler={(added) =>
          saveTraveler.mutateAsync(newFlightTravelerProfile(added)).catch(() => undefined)
        }
        onUpdateTraveler={(traveler) =>
          saveTraveler.mutateAsync(personToSend(traveler)).catch(() => undefined)
        }
        disabled={checkout.isCallInProgress}
        {...(anchorId && { anchorId })}
        {...(sectionRef && { sectionRef })}
        {...(headingLevel && { headingLevel })}
      />
    );
  };
}
