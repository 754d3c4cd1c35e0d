import type { ApiClient } from '@wayfare/api';
import { defaultTimeZone, todayIn, type IsoDate, type Tenant } from '@wayfare/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface BookingEnvironment {
  /** The API client every hook calls through. */
  readonly client: ApiClient;
  readonly tenant: Tenant;
  /** The clock: an input, so stories and tests are deterministic. */
  readonly now: () => Date;
  /** The traveller's time zone, for "today" (spec: platform §9 America/Toronto by default). */
  readonly timeZone: string;
}

const BookingContext = createContext<BookingEnvironment | undefined>(undefined);

export interface BookingProviderProps extends Omit<BookingEnvironment, 'now' | 'timeZone'> {
  readonly now?: () => Date;
  readonly timeZone?: string;
  readonly children: ReactNode;
}

/** What every booking hook needs: the API client, the tenant and the clock. */
export function BookingProvider({
  client,
  tenant,
  now = () => new Date(),
  timeZone = defaultTimeZone,
  children,
}: BookingProviderProps) {
  const environment = useMemo(
    () => ({ client, tenant, now, timeZone }),
    [client, tenant, now, timeZone],
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
