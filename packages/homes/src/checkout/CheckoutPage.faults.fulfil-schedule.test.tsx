import { describeCheckoutFaults } from './testing/checkoutFaults';

describeCheckoutFaults('fulfil-schedule');
