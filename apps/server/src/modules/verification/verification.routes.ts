import { captchaQuery, smsVerificationInput } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { verification } = app.services;

  defineRoute(app, {
    method: 'GET',
    url: '/user/captcha',
    access: 'anon',
    tags: ['user'],
    summary: 'Image captcha for the given client uuid (5 characters, 300 s, single use)',
    querystring: captchaQuery,
    response: { contentType: 'image/svg+xml', description: 'SVG captcha image' },
    rateLimit: 'captcha',
    handler: async ({ query, reply }) => {
      const svg = await verification.captchaImage(query.uuid);
      reply.header('pragma', 'no-cache').header('cache-control', 'no-cache').header('expires', '0');
      return svg;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/smsVerification',
    access: 'anon',
    tags: ['user'],
    summary: 'Send an SMS verification code (image captcha required)',
    body: smsVerificationInput,
    response: z.null(),
    rateLimit: 'sms',
    handler: async ({ body }) => {
      await verification.requestSmsCode(body);
      return null;
    },
  });
}
