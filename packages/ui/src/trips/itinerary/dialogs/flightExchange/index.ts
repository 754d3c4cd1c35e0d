// The "exchange flight" modal (products §2 "Flight exchange screen states"; STATES §23): the
// dialog, and its texts for tests and plays.
export * from './FlightExchangeDialog';
export * from './flightExchangeTexts';
export { stillWaitingAfterPendingAnswers } from './ExchangeProgress';
