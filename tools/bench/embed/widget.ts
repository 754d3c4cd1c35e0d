export { HomesBookingWidget } from '@wayfare/homes';
