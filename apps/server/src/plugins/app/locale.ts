import { localeFromAcceptLanguage, type AppLocale } from '@vox/contracts';
import type { FastifyRequest } from 'fastify';

export function localeOf(request: FastifyRequest): AppLocale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
