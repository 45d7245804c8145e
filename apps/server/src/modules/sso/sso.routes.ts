import { ssoEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { audited } from '../audit/index.ts';

/** Single sign-on: the super admin's settings and test, the sign-in flow, and the signed-in user's view of the provider. */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const { ssoSettings, ssoSignIn } = app.services;

  defineRoute(app, ssoEndpoints.getAdminSso, {
    handler: () => ssoSettings.settings(),
  });

  defineRoute(app, ssoEndpoints.putAdminSso, {
    handler: ({ body }) => ssoSettings.save(body),
  });

  defineRoute(app, ssoEndpoints.postAdminSsoTest, {
    handler: ({ body }) => ssoSettings.test(body.issuer),
  });

  defineRoute(app, ssoEndpoints.postUserSsoStart, {
    rateLimit: 'login',
    handler: ({ body }) => ssoSignIn.start(body.redirectUri),
  });

  defineRoute(app, ssoEndpoints.postUserSsoCallback, {
    rateLimit: 'login',
    handler: async ({ body, request }) => {
      const result = await audited(
        request,
        ({ result: done }) => ({ action: 'auth.sso_sign_in', user: done?.user ?? null }),
        () => ssoSignIn.finish(body.query, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
      );
      return result.login;
    },
  });

  defineRoute(app, ssoEndpoints.getUserSsoUserinfo, {
    handler: ({ session }) => ssoSignIn.userinfo(session),
  });

  defineRoute(app, ssoEndpoints.getUserSsoOverview, {
    handler: ({ session }) => ssoSignIn.overview(session),
  });

  defineRoute(app, ssoEndpoints.postUserSsoLogout, {
    handler: ({ body, session }) => ssoSignIn.logout(session, body.postLogoutRedirectUri),
  });
}
