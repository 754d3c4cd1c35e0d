import { describeCheckoutFaults } from './testing/checkoutFaults';

describeCheckoutFaults('main-guest');
