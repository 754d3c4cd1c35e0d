import { describeCheckoutFaults } from './testing/checkoutFaults';

describeCheckoutFaults('quote-poll');
