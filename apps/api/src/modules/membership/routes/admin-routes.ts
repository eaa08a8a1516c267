import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOverview,
  adminUser,
  adminUserList,
  adminUserListQuery,
  brokerApplication,
  brokerApplicationList,
  brokerApplicationListQuery,
  idParams,
  problem,
  rejectApplicationInput,
  suspendUserInput,
} from '@haulclub/shared';
import { requestContext } from '../../audit/index';
import { principalOf } from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { listAdminUsers, reinstateMember, suspendMember } from '../services/admin-users';
import { getAdminOverview } from '../services/get-admin-overview';
import { getApplication, listBrokerApplications } from '../services/list-applications';
import {
  approveApplication,
  recheckApplication,
  rejectApplication,
  reopenApplication,
} from '../services/review-application';

const adminOnly = { auth: { roles: ['admin' as const] } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem };

/** Admin review of broker applications and users. */
export function adminRoutes(deps: MembershipDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const decide = { config: adminOnly, schema: { tags: ['admin'], params: idParams } };

    app.get(
      '/api/admin/overview',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Live counts for the admin dashboard',
          response: { 200: adminOverview, ...errors },
        },
      },
      async () => getAdminOverview(deps.db),
    );

    app.get(
      '/api/admin/applications',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Broker applications with their FMCSA evidence',
          querystring: brokerApplicationListQuery,
          response: { 200: brokerApplicationList, ...errors },
        },
      },
      async (request) => listBrokerApplications(deps.db, request.query),
    );

    app.get(
      '/api/admin/applications/:id',
      {
        ...decide,
        schema: {
          ...decide.schema,
          summary: 'One broker application',
          response: { 200: brokerApplication, ...errors },
        },
      },
      async (request) => getApplication(deps.db, request.params.id),
    );

    app.post(
      '/api/admin/applications/:id/approve',
      {
        ...decide,
        schema: {
          ...decide.schema,
          summary: 'Approve: the broker is verified and emailed',
          response: { 200: brokerApplication, ...errors },
        },
      },
      async (request) =>
        approveApplication(
          deps,
          { id: request.params.id, adminId: (await principalOf(request)).userId },
          requestContext(request),
        ),
    );

    app.post(
      '/api/admin/applications/:id/reject',
      {
        ...decide,
        schema: {
          ...decide.schema,
          summary: 'Reject with a reason: the broker cannot post and is emailed',
          body: rejectApplicationInput,
          response: { 200: brokerApplication, ...errors },
        },
      },
      async (request) =>
        rejectApplication(
          deps,
          {
            id: request.params.id,
            adminId: (await principalOf(request)).userId,
            reason: request.body.reason,
          },
          requestContext(request),
        ),
    );

    app.post(
      '/api/admin/applications/:id/reopen',
      {
        ...decide,
        schema: {
          ...decide.schema,
          summary: 'Reopen a rejected application: pending review again; the applicant is emailed',
          response: { 200: brokerApplication, ...errors },
        },
      },
      async (request) =>
        reopenApplication(
          deps,
          { id: request.params.id, adminId: (await principalOf(request)).userId },
          requestContext(request),
        ),
    );

    app.post(
      '/api/admin/applications/:id/recheck',
      {
        ...decide,
        schema: {
          ...decide.schema,
          summary: 'Queue the FMCSA check again',
          response: { 200: brokerApplication, ...errors },
        },
      },
      async (request) =>
        recheckApplication(
          deps,
          { id: request.params.id, adminId: (await principalOf(request)).userId },
          requestContext(request),
        ),
    );

    app.get(
      '/api/admin/users',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Search users by email, name or company; filter by role and status',
          querystring: adminUserListQuery,
          response: { 200: adminUserList, ...errors },
        },
      },
      async (request) => listAdminUsers(deps.db, request.query),
    );

    app.post(
      '/api/admin/users/:id/suspend',
      {
        ...decide,
        schema: {
          ...decide.schema,
          summary: 'Suspend a user: every session is revoked at once',
          body: suspendUserInput,
          response: { 200: adminUser, ...errors },
        },
      },
      async (request) => {
        const user = await suspendMember(
          deps,
          {
            userId: request.params.id,
            adminId: (await principalOf(request)).userId,
            reason: request.body.reason,
          },
          requestContext(request),
        );
        app.auth.sessions.invalidate();
        return user;
      },
    );

    app.post(
      '/api/admin/users/:id/reinstate',
      {
        ...decide,
        schema: { ...decide.schema, summary: 'Lift a suspension', response: { 200: adminUser, ...errors } },
      },
      async (request) => {
        const user = await reinstateMember(
          deps,
          { userId: request.params.id, adminId: (await principalOf(request)).userId },
          requestContext(request),
        );
        app.auth.sessions.invalidate();
        return user;
      },
    );
  };
}
