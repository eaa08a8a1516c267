import type { AdminPaymentsDeps } from './services/admin-payments';

/** What the money reports need: the database, the payment provider (reconciliation) and a logger. */
export type MoneyReportsDeps = AdminPaymentsDeps;
