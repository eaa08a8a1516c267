// The alerts module's public surface.
export { alertsPlugin, type AlertsService } from './plugin';
export type { AlertsDeps } from './deps';
export { createAlertsForLoad } from './services/create-alerts-for-load';
export { deliverAlertBatch } from './services/deliver-alert-batch';
export { ALERT_BATCH_CHANNEL, ALERT_JOBS } from './channel';
