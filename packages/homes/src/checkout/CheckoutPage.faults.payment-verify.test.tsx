import { describeCheckoutFaults } from './testing/checkoutFaults';

describeCheckoutFaults('payment-verify');
