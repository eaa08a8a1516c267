// The admin-analytics module's public surface.
export { adminAnalyticsPlugin } from './plugin';
export { getAdminAnalytics } from './services/get-admin-analytics';
