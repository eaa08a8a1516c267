import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestRecovery } from '../services/request-recovery';
import { resendConfirmation } from '../services/resend-confirmation';
import { signUp } from '../services/sign-up';
import { requestContext } from './caller';
import { EMAIL_LIMIT, SIGNUP_LIMIT } from './limits';
import { recoverBody, redirectQuery, resendBody, signUpBody } from './schemas';

/** POST /signup, /recover, /resend: the endpoints that send email links. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.auth;

  app.post(
    '/signup',
    {
      config: SIGNUP_LIMIT,
      schema: { tags: ['auth'], summary: 'Sign up (GoTrue)', body: signUpBody, querystring: redirectQuery },
    },
    async (request) => {
      const { body } = request;
      return signUp(
        deps,
        {
          email: body.email,
          password: body.password,
          data: body.data,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
    },
  );

  app.post(
    '/recover',
    {
      config: EMAIL_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Email a password recovery link (GoTrue)',
        body: recoverBody,
        querystring: redirectQuery,
      },
    },
    async (request) => {
      const { body } = request;
      await requestRecovery(
        deps,
        {
          email: body.email,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
      return {};
    },
  );

  app.post(
    '/resend',
    {
      config: EMAIL_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Resend the confirmation link (GoTrue)',
        body: resendBody,
        querystring: redirectQuery,
      },
    },
    async (request) => {
      const { body } = request;
      await resendConfirmation(
        deps,
        {
          type: body.type,
          email: body.email,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        requestContext(request),
      );
      return {};
    },
  );
};
