// The payments module's public surface.
export { paymentsPlugin } from './plugin';
export { readinessOf, type AccountFlags, type PaymentProvider } from './providers/provider';
