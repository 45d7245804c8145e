import { verificationEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { verification } = app.services;

  defineRoute(app, verificationEndpoints.getUserCaptcha, {
    rateLimit: 'captcha',
    handler: async ({ query, reply }) => {
      const svg = await verification.captchaImage(query.uuid);
      reply.header('pragma', 'no-cache').header('cache-control', 'no-cache').header('expires', '0');
      return svg;
    },
  });

  defineRoute(app, verificationEndpoints.postUserSmsVerification, {
    rateLimit: 'sms',
    handler: async ({ body }) => {
      await verification.requestSmsCode(body);
      return null;
    },
  });
}
