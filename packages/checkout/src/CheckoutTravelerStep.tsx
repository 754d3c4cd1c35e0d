import Skeleton from '@mui/material/Skeleton';
import { useCustomerDetails, useSessionInfo } from '@wayfare/booking';
import type { TravelerStepMode } from '@wayfare/domain';
import { TravelerStep, type TravelerStepSave } from '@wayfare/ui';
import type { Ref } from 'react';
import type { CheckoutScreen } from './useCheckoutScreen';

/** How a traveler step's save went: whether the travelers were kept, and the quote that followed succeeded. */
export interface TravelerStepSaved {
  readonly isKept: boolean;
  readonly isQuoted: boolean;
}

/**
 * The traveler step as the checkout screens place it: a product with travelers of its own (a
 * flight's passengers) gives its own step with these props (ProductCheckoutSetup.travelerStep).
 */
export interface CheckoutTravelerStepProps {
  readonly screen: CheckoutScreen;
  /** Edit or view; the desktop follows the checkout's own mode, mobile its step. */
  readonly mode: TravelerStepMode;
  /**
   * What Save and Continue does once the choice is kept: quote with it (the desktop, the mobile
   * review), or nothing more (the first mobile step, whose next step quotes).
   */
  readonly saveThen: 'quote' | 'keep';
  readonly onSaved?: (saved: TravelerStepSaved) => void;
  readonly onEdit: () => void;
  readonly anchorId?: string;
  readonly sectionRef?: Ref<HTMLElement>;
  readonly headingLevel?: 2 | 3;
}

/**
 * The room of the step in edit mode over saved travelers, the step a checkout opens on (its fields
 * stack below the 960 px breakpoint): its skeleton holds it, so that what follows does not move
 * when the step comes (layout shift).
 */
const editStepHeight = { xs: 306, md: 234 };

/** The id of the traveler section, for links into it. */
export const travelerSectionId = 'checkout-traveler';

/**
 * The traveler step over the checkout's travelers and contact. It waits for the saved travelers,
 * the session's email and the customer's phone, since the step takes its first values once.
 */
export function CheckoutTravelerStep({
  screen,
  mode,
  saveThen,
  onSaved = () => undefined,
  onEdit,
  anchorId = travelerSectionId,
  sectionRef,
  headingLevel = 2,
}: CheckoutTravelerStepProps) {
  const session = useSessionInfo();
  const customer = useCustomerDetails();
  const { travelers, contact } = screen.checkout;
  if (travelers.isPending || session.isPending || customer.isPending)
    return (
      <Skeleton
        variant="rounded"
        role="status"
        aria-label="Loading the traveler information"
        sx={{ height: mode === 'edit' ? editStepHeight : 240 }}
      />
    );
  return (
    <TravelerStep
      mode={mode}
      anchorId={anchorId}
      sectionRef={sectionRef}
      headingLevel={headingLevel}
      travelers={travelers.travelers}
      selectedTravelerId={travelers.selectedTraveler?.id}
      contact={{ email: contact.contact.emailAddress, phone: contact.contact.phoneNumber }}
      onTravelerChange={(id) => travelers.selectTraveler(id ?? null)}
      onContactChange={(next) => {
        contact.setEmailAddress(next.email);
        contact.setPhoneNumber(next.phone);
      }}
      onSave={(save: TravelerStepSave) => {
        const { checkout } = screen;
        if (saveThen === 'keep') {
          void checkout.chooseTraveler(save).then((chosen) => {
            onSaved({ isKept: chosen !== undefined, isQuoted: false });
          });
          return;
        }
        void checkout.saveTravelerStep(save).then((state) => {
          onSaved({ isKept: state !== undefined, isQuoted: state?.status === 'success' });
        });
      }}
      onEdit={onEdit}
      disabled={screen.checkout.isCallInProgress}
    />
  );
}
