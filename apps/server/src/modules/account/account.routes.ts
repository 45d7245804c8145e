import { changePasswordInput, loginInput, loginResult, registerInput, retrievePasswordInput, userInfo } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { account } = app.services;

  defineRoute(app, {
    method: 'POST',
    url: '/user/login',
    access: 'anon',
    tags: ['user'],
    summary: 'Sign in; password is the SM2 envelope of captcha + password',
    body: loginInput,
    response: loginResult,
    rateLimit: 'login',
    handler: ({ body, request }) => account.login(body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/register',
    access: 'anon',
    tags: ['user'],
    summary: 'Register by phone (SMS code when mobile registration is on); a bootstrap code makes the first super admin',
    body: registerInput,
    response: z.null(),
    rateLimit: 'register',
    handler: async ({ body }) => {
      await account.register(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/user/retrieve-password',
    access: 'anon',
    tags: ['user'],
    summary: 'Set a new password with an SMS code; ends every session of the account',
    body: retrievePasswordInput,
    response: z.null(),
    rateLimit: 'retrievePassword',
    handler: async ({ body }) => {
      await account.retrievePassword(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/user/info',
    access: 'user',
    tags: ['user'],
    summary: 'The signed-in user',
    response: userInfo,
    handler: async ({ session }) => account.info(session),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/user/change-password',
    access: 'user',
    tags: ['user'],
    summary: 'Change password (plaintext old + new); other sessions end',
    body: changePasswordInput,
    response: z.null(),
    handler: async ({ body, session }) => {
      await account.changePassword(session, body.password, body.newPassword);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/logout',
    access: 'user',
    tags: ['user'],
    summary: 'End the current session',
    response: z.null(),
    handler: async ({ session }) => {
      await account.logout(session);
      return null;
    },
  });
}
