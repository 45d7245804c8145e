import { paramsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { audited } from '../audit/index.ts';

/** Params management. */
export async function paramsRoutes(app: FastifyInstance): Promise<void> {
  const { paramsAdmin, account } = app.services;

  defineRoute(app, paramsEndpoints.getAdminParamsPage, {
    handler: ({ query, locale }) => paramsAdmin.list(query, locale),
  });

  defineRoute(app, paramsEndpoints.getAdminParams, {
    handler: ({ params, locale }) => paramsAdmin.get(params.id, locale),
  });

  defineRoute(app, paramsEndpoints.postAdminParams, {
    handler: async ({ body }) => {
      await paramsAdmin.create(body);
      return null;
    },
  });

  defineRoute(app, paramsEndpoints.putAdminParams, {
    handler: async ({ body }) => {
      await paramsAdmin.update(body);
      return null;
    },
  });

  defineRoute(app, paramsEndpoints.postAdminParamsDelete, {
    handler: async ({ body }) => {
      await paramsAdmin.delete(body);
      return null;
    },
  });

  defineRoute(app, paramsEndpoints.postAdminParamsSm2Regenerate, {
    handler: async () => {
      await paramsAdmin.regenerateKeyPair();
      return null;
    },
  });

  // Counted by the sign-in limit (rate_limit.login, per address and account) and the sign-in lockout of this address.
  defineRoute(app, paramsEndpoints.postAdminParamsReveal, {
    rateLimit: 'login',
    handler: async ({ params, body, session, request }) => {
      const secret = await paramsAdmin.secretToReveal(params.id);
      // A wrong password is recorded too (as a failure with its code); the value never is.
      await audited(request, { action: 'param.secret_reveal', target: { type: 'param', id: params.id, name: secret.code } }, () => account.confirmPassword(session, body.password, request.ip));
      return secret.value;
    },
  });
}
