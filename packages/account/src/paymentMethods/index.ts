export { paymentMethodsRoutes } from './paymentMethodsRoutes';
