import { accountEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { account } = app.services;

  defineRoute(app, accountEndpoints.postUserLogin, {
    rateLimit: 'login',
    handler: ({ body, request }) => account.login(body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  });

  defineRoute(app, accountEndpoints.postUserRegister, {
    rateLimit: 'register',
    handler: async ({ body }) => {
      await account.register(body);
      return null;
    },
  });

  defineRoute(app, accountEndpoints.putUserRetrievePassword, {
    rateLimit: 'retrievePassword',
    handler: async ({ body }) => {
      await account.retrievePassword(body);
      return null;
    },
  });

  defineRoute(app, accountEndpoints.getUserInfo, {
    handler: async ({ session }) => account.info(session),
  });

  defineRoute(app, accountEndpoints.putUserChangePassword, {
    handler: async ({ body, session }) => {
      await account.changePassword(session, body.password, body.newPassword);
      return null;
    },
  });

  defineRoute(app, accountEndpoints.postUserLogout, {
    handler: async ({ session }) => {
      await account.logout(session);
      return null;
    },
  });
}
