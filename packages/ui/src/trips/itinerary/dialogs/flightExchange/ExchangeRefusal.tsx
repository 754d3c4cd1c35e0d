import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { FlightExchangeRefusal } from '@wayfare/domain';
import type { ReactNode } from 'react';
import { TripFacts } from '../../../TripFacts';
import { StepHeading } from '../StepHeading';
import { ExchangeSupportLine } from './ExchangeSupportLine';
import { exchangeRefusalTexts, flightExchangeTexts } from './flightExchangeTexts';

/** Why the modal cannot go on: a refusal of the backend, no itinerary, or a failed load. */
export type ExchangeStop =
  | FlightExchangeRefusal
  | { readonly reason: 'ItineraryNotFound' }
  | { readonly reason: 'LoadFailed' };

export interface ExchangeRefusalProps {
  readonly stop: ExchangeStop;
  readonly supportPhone: string;
  /** The booking's own confirmation code, which support asks for. */
  readonly confirmationCode: string | undefined;
  /** Asks again, after a failed load. */
  readonly onTryAgain: () => void;
  /** Opens the flight's cancellation, offered inside the void window when given. */
  readonly onCancelFlight?: () => void;
  readonly onClose: () => void;
}

/**
 * The screens that say why the flight cannot be changed online and what to do instead (products
 * §2: ContactAirline with the airline and its code, ContactSupport and TooManyAttemptsSupport
 * with the tenant's phone, IneligibleForExchange with the reason, TicketedVoidable and
 * LegacyTicketedVoidable: cancel for a full refund instead, products §9; ItineraryNotFound;
 * LoadFailed with Try again).
 */
export function ExchangeRefusal({
  stop,
  supportPhone,
  confirmationCode,
  onTryAgain,
  onCancelFlight,
  onClose,
}: ExchangeRefusalProps) {
  const support = <ExchangeSupportLine supportPhone={supportPhone} />;
  const codeFact = (term: string, value: string | undefined) =>
    value === undefined ? null : <TripFacts facts={[{ term, value }]} />;
  let heading: string;
  let body: ReactNode;
  let action: ReactNode = null;
  switch (stop.reason) {
    case 'ContactAirline': {
      const texts = exchangeRefusalTexts.contactAirline;
      heading = texts.heading(stop.airline.name);
      body = (
        <>
          <Typography>{texts.message(stop.airline.name)}</Typography>
          {codeFact(texts.code(stop.airline.name), stop.locator)}
        </>
      );
      break;
    }
    case 'ContactSupport': {
      const texts = exchangeRefusalTexts.contactSupport;
      heading = texts.heading;
      body = (
        <>
          <Typography>{texts.message}</Typography>
          {support}
          {codeFact(texts.code, confirmationCode)}
        </>
      );
      break;
    }
    case 'IneligibleForExchange': {
      const texts = exchangeRefusalTexts.ineligible;
      heading = texts.heading;
      body = (
        <>
          <Typography data-cause={stop.cause}>{texts.reason(stop.cause)}</Typography>
          <ExchangeSupportLine lead={texts.help} supportPhone={supportPhone} />
        </>
      );
      break;
    }
    case 'TicketedVoidable': {
      const texts = exchangeRefusalTexts.ticketedVoidable;
      heading = texts.heading;
      body = (
        <>
          <Typography>{texts.message(stop.voidWindowCountry)}</Typography>
          <Typography>{texts.instead}</Typography>
        </>
      );
      if (onCancelFlight)
        action = (
          <Button variant="contained" onClick={onCancelFlight}>
            {texts.cancelFlight}
          </Button>
        );
      break;
    }
    case 'LegacyTicketedVoidable': {
      const texts = exchangeRefusalTexts.legacyTicketedVoidable;
      heading = texts.heading;
      body = (
        <>
          <Typography>{texts.message}</Typography>
          <ExchangeSupportLine lead={texts.instead} supportPhone={supportPhone} />
          {codeFact(exchangeRefusalTexts.contactSupport.code, confirmationCode)}
        </>
      );
      break;
    }
    case 'TooManyAttemptsSupport': {
      const texts = exchangeRefusalTexts.tooManyAttempts;
      heading = texts.heading;
      body = (
        <>
          <Typography>{texts.message(stop.attempts)}</Typography>
          {support}
          {codeFact(exchangeRefusalTexts.contactSupport.code, confirmationCode)}
        </>
      );
      break;
    }
    case 'ItineraryNotFound': {
      const texts = exchangeRefusalTexts.itineraryNotFound;
      heading = texts.heading;
      body = (
        <>
          <ExchangeSupportLine lead={texts.message} supportPhone={supportPhone} />
          {codeFact(exchangeRefusalTexts.contactSupport.code, confirmationCode)}
        </>
      );
      break;
    }
    case 'LoadFailed': {
      const texts = exchangeRefusalTexts.loadFailed;
      heading = texts.heading;
      body = <Typography>{texts.message}</Typography>;
      action = (
        <Button variant="contained" onClick={onTryAgain}>
          {flightExchangeTexts.tryAgain}
        </Button>
      );
      break;
    }
  }
  return (
    <>
      <DialogContent
        dividers
        data-refusal={stop.reason}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <StepHeading>{heading}</StepHeading>
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{flightExchangeTexts.close}</Button>
        {action}
      </DialogActions>
    </>
  );
}
