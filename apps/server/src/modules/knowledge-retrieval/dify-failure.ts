import { textFor, type DifyError } from '@vox/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Localized } from '../../lib/app-error.ts';
import { failureMessage, toFailure } from '../../plugins/app/error-mapping.ts';
import { localeOf } from '../../plugins/app/locale.ts';

/** A refusal of the Dify external knowledge route: its HTTP status, Dify's error_code and a localised message. */
export class DifyFailure extends Error {
  readonly status: number;
  readonly difyCode: number;
  readonly text: Localized;
  readonly params: readonly string[];

  constructor(status: number, difyCode: number, text: Localized, params: readonly string[] = []) {
    super(`Dify refusal ${difyCode}`);
    this.name = 'DifyFailure';
    this.status = status;
    this.difyCode = difyCode;
    this.text = text;
    this.params = params;
  }

  textIn(request: FastifyRequest): string {
    return textFor(this.text, localeOf(request)).replace(/\{(\d+)\}/g, (_, index: string) => this.params[Number(index)] ?? '');
  }
}

/**
 * Every refusal leaves as Dify's `{error_code, error_msg}` with a non-200 status (Dify reads the status first, and its
 * connection check treats 403 as a wrong key and 404 as a wrong address). Failures Dify names no code for (a malformed
 * body, an outage) carry the HTTP status as their code.
 */
export function difyErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let body: DifyError;
  if (error instanceof DifyFailure) {
    status = error.status;
    body = { error_code: error.difyCode, error_msg: error.textIn(request) };
  } else {
    const failure = toFailure(error, request);
    status = failure.status === 200 ? 400 : failure.status;
    if (status >= 500) request.log.error({ err: error }, 'external knowledge retrieval failed');
    body = { error_code: status, error_msg: failureMessage(failure, localeOf(request)) };
  }
  return reply.status(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
}
