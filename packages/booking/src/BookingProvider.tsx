import type { ApiClient, CreateHostedCardFieldsFrame } from '@wayfare/api';
import {
  defaultTimeZone,
  parseAddressModes,
  todayIn,
  type AddressModes,
  type IsoDate,
  type Tenant,
} from '@wayfare/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface BookingEnvironment {
  /** The API client every hook calls through. */
  readonly client: ApiClient;
  readonly tenant: Tenant;
  /** The clock: an input, so stories and tests are deterministic. */
  readonly now: () => Date;
  /** The traveller's time zone, for "today" (spec: platform §9 America/Toronto by default). */
  readonly timeZone: string;
  /**
   * The agent-portal and travel-app modes the visit started in (spec: platform §1): they hold on
   * every page of the visit, whatever the current address says.
   */
  readonly modes: AddressModes;
  /** Where the card vault's hosted fields come from (default: the page's own origin, an iframe). */
  readonly cardFields?: CardFieldsSetup;
}

/** The card vault's hosted-fields frame, as a page or a test sets it up. */
export interface CardFieldsSetup {
  /** Where the vault is: its frame page and its tokenisation (default: the page's origin). */
  readonly vaultUrl?: string;
  /** Builds the frame (default: an iframe; jsdom and Storybook give their own). */
  readonly createFrame?: CreateHostedCardFieldsFrame;
}

const webModes: AddressModes = { isAgentMode: false, isTravelApp: false };

const BookingContext = createContext<BookingEnvironment | undefined>(undefined);

export interface BookingProviderProps extends Omit<
  BookingEnvironment,
  'now' | 'timeZone' | 'modes'
> {
  readonly now?: () => Date;
  readonly timeZone?: string;
  readonly modes?: AddressModes;
  readonly children: ReactNode;
}

const wallClock = () => new Date();

/** The environment a provider's props make: the wall clock and the default time zone unless given. */
export function bookingEnvironment({
  client,
  tenant,
  now = wallClock,
  timeZone = defaultTimeZone,
  modes = webModes,
  cardFields,
}: Omit<BookingProviderProps, 'children'>): BookingEnvironment {
  return { client, tenant, now, timeZone, modes, cardFields };
}

/** What every booking hook needs: the API client, the tenant and the clock. */
export function BookingProvider({
  client,
  tenant,
  now,
  timeZone,
  modes,
  cardFields,
  children,
}: BookingProviderProps) {
  const environment = useMemo(
    () => bookingEnvironment({ client, tenant, now, timeZone, modes, cardFields }),
    [client, tenant, now, timeZone, modes, cardFields],
  );
  return <BookingContext.Provider value={environment}>{children}</BookingContext.Provider>;
}

export function useBookingEnvironment(): BookingEnvironment {
  const environment = useContext(BookingContext);
  if (!environment) throw new Error('Booking hooks need a <BookingProvider> above them.');
  return environment;
}

/** Today where the traveller is. */
export function useToday(): IsoDate {
  const { now, timeZone } = useBookingEnvironment();
  return todayIn(now(), timeZone);
}

/**
 * The modes in force on this page: those the visit started in, or those the current address
 * switches on (a link that carries isTravelApp=true or agent=true).
 */
export function useAddressModes(search: URLSearchParams | string): AddressModes {
  const { modes } = useBookingEnvironment();
  const fromAddress = parseAddressModes(search);
  return {
    isAgentMode: modes.isAgentMode || fromAddress.isAgentMode,
    isTravelApp: modes.isTravelApp || fromAddress.isTravelApp,
  };
}
