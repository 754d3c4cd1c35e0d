export * from './routes/homesRoutes';
export * from './routes/VacationRentalsGate';
export * from './widget/HomesBookingWidget';
export type { HomesBookingError, HomesBookingEvents } from './widget/homesBookingEvents';
export type { HomesWidgetSession } from './widget/widgetApiClient';
export type { HomesWidgetStart } from './widget/widgetStart';
