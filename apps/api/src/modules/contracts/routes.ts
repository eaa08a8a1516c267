import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brokerContractTerms,
  contractList,
  contractListQuery,
  contractSummary as contractSummarySchema,
  contractTermsInput,
  contractView,
  disputeContractInput,
  fundContractInput,
  fundContractResponse,
  idParams,
  problem,
  signContractInput,
} from '@haulclub/shared';
import { principalOf, type RoutePolicy } from '../auth/index';
import { requestContext } from '../audit/index';
import type { ContractsDeps } from './deps';
import { getBrokerContractTerms, putBrokerContractTerms } from './services/broker-contract-terms';
import { completeCommitment, confirmCommitment, startCommitment } from './services/commitment-steps';
import { contractDocument } from './services/contract-document';
import { disputeContract } from './services/dispute-contract';
import { fundContract } from './services/fund-contract';
import { editContractTerms } from './services/edit-contract-terms';
import { getContract } from './services/get-contract';
import { contractSummary, listContracts } from './services/list-contracts';
import { signContract } from './services/sign-contract';

const ONBOARDED = ['trucker' as const];
const parties: { auth: RoutePolicy } = { auth: { roles: ['broker', 'trucker'], onboarded: ONBOARDED } };
const partiesAndAdmins: { auth: RoutePolicy } = {
  auth: { roles: ['broker', 'trucker', 'admin'], onboarded: ONBOARDED },
};
const brokerOnly: { auth: RoutePolicy } = { auth: { roles: ['broker'] } };
const truckerOnly: { auth: RoutePolicy } = { auth: { roles: ['trucker'], onboarded: ONBOARDED } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };
const tags = ['contracts'];

/** Contracts: the caller's list and stat cards, one contract, its terms, signing and the printable document. */
export function contractRoutes(deps: ContractsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/contracts',
      {
        config: parties,
        schema: {
          tags,
          summary: "The caller's contracts (as broker or trucker) in one tab, newest first",
          querystring: contractListQuery,
          response: { 200: contractList, ...errors },
        },
      },
      async (request) => listContracts(deps.db, (await principalOf(request)).userId, request.query),
    );

    app.get(
      '/api/contracts/summary',
      {
        config: parties,
        schema: {
          tags,
          summary: "The dashboard's stat cards over the caller's own contracts",
          response: { 200: contractSummarySchema, ...errors },
        },
      },
      async (request) => contractSummary(deps.db, (await principalOf(request)).userId),
    );

    app.get(
      '/api/contracts/:id',
      {
        config: partiesAndAdmins,
        schema: {
          tags,
          summary: 'A contract (its broker, its trucker, admins; 404 for anyone else)',
          params: idParams,
          response: { 200: contractView, ...errors },
        },
      },
      async (request) => getContract(deps.db, await principalOf(request), request.params.id),
    );

    app.get(
      '/api/contracts/:id/document',
      {
        config: partiesAndAdmins,
        schema: {
          tags,
          summary: 'The rate confirmation and contract as a print-ready HTML page',
          params: idParams,
          response: { 200: z.string().describe('text/html'), ...errors },
        },
      },
      async (request, reply) => {
        const html = await contractDocument(deps.db, await principalOf(request), request.params.id);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
      },
    );

    app.patch(
      '/api/contracts/:id/terms',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: "The contract's terms (its broker, only while no one has signed: 409 after)",
          params: idParams,
          body: contractTermsInput,
          response: { 200: contractView, ...errors, 409: problem },
        },
      },
      async (request) =>
        editContractTerms(deps, {
          contractId: request.params.id,
          brokerId: (await principalOf(request)).userId,
          terms: request.body,
        }),
    );

    app.post(
      '/api/contracts/:id/sign',
      {
        config: parties,
        schema: {
          tags,
          summary: 'Sign as its broker or trucker with the typed full name (once; a repeat changes nothing)',
          params: idParams,
          body: signContractInput,
          response: { 200: contractView, ...errors, 409: problem },
        },
      },
      async (request) =>
        signContract(
          deps,
          { contractId: request.params.id, userId: (await principalOf(request)).userId, ...request.body },
          requestContext(request),
        ),
    );

    app.post(
      '/api/contracts/:id/fund',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary:
            "Fund escrow with a card (its broker, once signed by both): 402 with the card's message when declined, 409 while a payment is in progress",
          params: idParams,
          body: fundContractInput,
          response: {
            200: fundContractResponse,
            ...errors,
            402: problem,
            409: problem,
            502: problem,
            503: problem,
          },
        },
      },
      async (request) =>
        fundContract(deps, {
          contractId: request.params.id,
          brokerId: (await principalOf(request)).userId,
          body: request.body,
        }),
    );

    app.post(
      '/api/contracts/:id/dispute',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary:
            'Dispute the delivery with a reason (its broker, within 24 hours of the proof of delivery)',
          params: idParams,
          body: disputeContractInput,
          response: { 200: contractView, ...errors, 409: problem },
        },
      },
      async (request) =>
        disputeContract(deps, {
          contractId: request.params.id,
          brokerId: (await principalOf(request)).userId,
          ...request.body,
        }),
    );

    const commitmentStep = (summary: string) => ({
      tags,
      summary,
      params: idParams,
      response: { 200: contractView, ...errors, 409: problem },
    });

    app.post(
      '/api/contracts/:id/start',
      {
        config: truckerOnly,
        schema: commitmentStep(
          'Start hauling a futures contract (its trucker): once escrow is held and, for a freight future, from its start date',
        ),
      },
      async (request) =>
        startCommitment(deps, {
          contractId: request.params.id,
          truckerId: (await principalOf(request)).userId,
        }),
    );

    app.post(
      '/api/contracts/:id/complete',
      {
        config: truckerOnly,
        schema: commitmentStep(
          'Mark a started futures contract completed (its trucker): the 24 hours to dispute, then the automatic release',
        ),
      },
      async (request) =>
        completeCommitment(deps, {
          contractId: request.params.id,
          truckerId: (await principalOf(request)).userId,
        }),
    );

    app.post(
      '/api/contracts/:id/confirm',
      {
        config: brokerOnly,
        schema: commitmentStep(
          'Confirm a completed futures contract (its broker): escrow is released 80/10/10 and the payouts are due',
        ),
      },
      async (request) =>
        confirmCommitment(deps, {
          contractId: request.params.id,
          brokerId: (await principalOf(request)).userId,
        }),
    );

    app.get(
      '/api/broker/contract-terms',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: "The verified broker's default terms for new contracts",
          response: { 200: brokerContractTerms, ...errors },
        },
      },
      async (request) => getBrokerContractTerms(deps.db, (await principalOf(request)).userId),
    );

    app.put(
      '/api/broker/contract-terms',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: "Set the verified broker's default terms (new contracts start from them)",
          body: contractTermsInput,
          response: { 200: brokerContractTerms, ...errors },
        },
      },
      async (request) => putBrokerContractTerms(deps.db, (await principalOf(request)).userId, request.body),
    );
  };
}
