/**
 * The payments module's public door (docs/architecture.md): the payment gateway's signed
 * callbacks, verified once here and handed to deposits or withdrawals.
 */
export { paymentRoutes } from './notify-route';
