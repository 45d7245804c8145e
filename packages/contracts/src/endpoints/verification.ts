import { z } from 'zod';
import { captchaQuery, smsVerificationInput } from '../auth/auth.ts';
import { endpoint, rawAnswer } from '../http/endpoint.ts';

export const verificationEndpoints = {
  getUserCaptcha: endpoint({
    method: 'GET',
    path: '/user/captcha',
    access: 'anon',
    tags: ['user'],
    summary: 'Image captcha for the given client uuid (5 characters, 300 s, single use)',
    query: captchaQuery,
    response: rawAnswer('image/svg+xml', 'SVG captcha image'),
  }),
  postUserSmsVerification: endpoint({
    method: 'POST',
    path: '/user/smsVerification',
    access: 'anon',
    tags: ['user'],
    summary: 'Send an SMS verification code (image captcha required)',
    body: smsVerificationInput,
    response: z.null(),
  }),
};
