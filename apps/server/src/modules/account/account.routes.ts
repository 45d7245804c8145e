import { accountEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { audited } from '../audit/index.ts';

const PHONE_LIKE = /^\+?\d{5,20}$/;

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { account, users } = app.services;

  /**
   * Who signed in or tried to: the account of that phone, or for an unknown one no id and the phone typed, kept only
   * when it looks like a phone (what else lands in that field, a password typed in the wrong box, stays out).
   */
  const signInUser = async (username: string) => {
    const user = await users.findByUsername(username);
    if (user) return { id: user.id, name: user.username };
    return { id: null, name: PHONE_LIKE.test(username) ? username : null };
  };

  defineRoute(app, accountEndpoints.postUserLogin, {
    rateLimit: 'login',
    handler: ({ body, request }) =>
      audited(
        request,
        async () => ({ action: 'auth.sign_in', user: await signInUser(body.username) }),
        () => account.login(body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
      ),
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
