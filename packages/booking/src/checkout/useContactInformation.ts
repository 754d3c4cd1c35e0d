import {
  contactInformationErrors,
  isContactInformationComplete,
  type ContactInformation,
  type ContactInformationField,
} from '@wayfare/domain';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { useCheckoutScope } from './BookingScope';
import { useCustomerDetails } from '../travelers/useCustomerDetails';

export interface ContactInformationControls {
  /** What the traveller typed, else the prefill: the session's email, the customer's phone. */
  readonly contact: ContactInformation;
  /** spec: platform §4 "contact step is complete when email and phone match the patterns". */
  readonly isComplete: boolean;
  /** What a save click flags (spec: platform §5), given the traveler chosen. */
  readonly errorsFor: (travelerId: string | undefined) => ContactInformationField[];
  readonly setEmailAddress: (emailAddress: string) => void;
  readonly setPhoneNumber: (phoneNumber: string) => void;
}

/** The contact step: email and phone, prefilled (spec: platform §7 customer details "prefills contact"). */
export function useContactInformation(): ContactInformationControls {
  const { atoms } = useCheckoutScope();
  const [choice, setChoice] = useAtom(atoms.contact);
  const session = useSessionInfo();
  const customer = useCustomerDetails();
  const contact = useMemo(
    () => ({
      emailAddress: choice.emailAddress ?? session.data?.userInfo.email ?? '',
      phoneNumber: choice.phoneNumber ?? customer.data?.phoneNumber ?? '',
    }),
    [choice, session.data, customer.data],
  );
  const errorsFor = useCallback(
    (travelerId: string | undefined) => contactInformationErrors({ ...contact, travelerId }),
    [contact],
  );
  return {
    contact,
    isComplete: isContactInformationComplete(contact),
    errorsFor,
    setEmailAddress: useCallback(
      (emailAddress: string) => setChoice((previous) => ({ ...previous, emailAddress })),
      [setChoice],
    ),
    setPhoneNumber: useCallback(
      (phoneNumber: string) => setChoice((previous) => ({ ...previous, phoneNumber })),
      [setChoice],
    ),
  };
}
