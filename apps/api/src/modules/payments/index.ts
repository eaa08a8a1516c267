// The payments module's public surface.
export { paymentsPlugin } from './plugin';
export {
  readinessOf,
  PaymentProviderError,
  type AccountFlags,
  type PaymentProvider,
  type ChargeResult,
  type ProviderWebhookEvent,
} from './providers/provider';
export { contractTransferGroup } from './providers/transfer-group';
