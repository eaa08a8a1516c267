import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPayments, brokerPayments, moneyReportQuery, problem, truckerEarnings } from '@haulclub/shared';
import { principalOf, type RoutePolicy } from '../auth/index';
import type { MoneyReportsDeps } from './deps';
import { adminPaymentsReport } from './services/admin-payments';
import { brokerPaymentsReport } from './services/broker-payments';
import { paymentReceipt } from './services/payment-receipt';
import { truckerEarningsReport } from './services/trucker-earnings';

const brokerOnly: { auth: RoutePolicy } = { auth: { roles: ['broker'] } };
const truckerOnly: { auth: RoutePolicy } = { auth: { roles: ['trucker'], onboarded: ['trucker'] } };
const adminOnly: { auth: RoutePolicy } = { auth: { roles: ['admin'] } };
const errors = { 400: problem, 401: problem, 403: problem };
const tags = ['payments'];

/** The money screens' read APIs: each member sees only their own money; admins the whole ledger. */
export function moneyReportRoutes(deps: MoneyReportsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/broker/payments',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary:
            "The broker's charges, escrow per contract, refunds and 10% payouts (newest `limit` of each)",
          querystring: moneyReportQuery,
          response: { 200: brokerPayments, ...errors },
        },
      },
      async (request) => brokerPaymentsReport(deps.db, (await principalOf(request)).userId, request.query),
    );

    app.get(
      '/api/broker/payments/:paymentId/receipt',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: "A succeeded charge's receipt as a print-ready HTML page (its broker only; 404 otherwise)",
          params: z.object({ paymentId: z.uuid('Not a valid id') }),
          response: { 200: z.string().describe('text/html'), ...errors, 404: problem },
        },
      },
      async (request, reply) => {
        const html = await paymentReceipt(
          deps.db,
          (await principalOf(request)).userId,
          request.params.paymentId,
        );
        return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
      },
    );

    app.get(
      '/api/trucker/earnings',
      {
        config: truckerOnly,
        schema: {
          tags,
          summary:
            "The trucker's paid, in-escrow and pending totals, per-load earnings and 12 weeks of payouts",
          querystring: moneyReportQuery,
          response: { 200: truckerEarnings, ...errors },
        },
      },
      async (request) => truckerEarningsReport(deps.db, (await principalOf(request)).userId, request.query),
    );

    app.get(
      '/api/admin/payments',
      {
        config: adminOnly,
        schema: {
          tags,
          summary:
            'Escrow totals, the ledger sums (zero), platform revenue and ledger-vs-provider reconciliation',
          querystring: moneyReportQuery,
          response: { 200: adminPayments, ...errors },
        },
      },
      async (request) => adminPaymentsReport(deps, request.query),
    );
  };
}
