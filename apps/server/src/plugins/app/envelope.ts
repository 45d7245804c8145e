import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@vox/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { JSON_NESTING_MAX, nestsDeeperThan } from '../../lib/json-nesting.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import { failureMessage, toFailure } from './error-mapping.ts';
import { isV1Request, reqIdOf } from '../../lib/reqid.ts';
import { localeOf } from './locale.ts';

/**
 * Every failure leaves as the `{code, msg, data: null}` envelope with `msg` in the caller's language.
 * JSON bodies may be empty: the web sends the JSON content type on DELETE and body-less PUT too, and may nest at most
 * JSON_NESTING_MAX arrays and objects deep.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    // Refused here, once for every route, so nothing after parsing (the NUL check, the schemas, the audit) walks it.
    if (nestsDeeperThan(text, JSON_NESTING_MAX)) return done(new AppError(ErrorCode.BAD_REQUEST, ['body', validationReason('tooDeep')]), undefined);
    parseJson(request, text, done);
  });

  app.setErrorHandler((error, request, reply) => {
    const failure = toFailure(error, request);
    // An outage answers every request with 503; one warning line each, not a stack trace at error level.
    if (failure.status === 503) request.log.warn({ errCode: (error as { code?: unknown }).code, reason: (error as Error).message }, 'database unavailable');
    else if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    // The route's response schema describes success only; errors bypass it.
    return reply
      .status(failure.status)
      .serializer(JSON.stringify)
      .type('application/json; charset=utf-8')
      .send({ code: failure.code, msg: failureMessage(failure, localeOf(request)), data: null, ...(isV1Request(request) ? { reqid: reqIdOf(request) } : {}) });
  });
});
