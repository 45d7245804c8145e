import { RAGFLOW_CODE, textFor, type AppLocale, type RagflowError } from '@vox/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Localized } from '../../lib/app-error.ts';
import { failureMessage, toFailure } from '../../plugins/app/error-mapping.ts';
import { localeOf } from '../../plugins/app/locale.ts';

/** A refusal of the RAGFlow route: its HTTP status, RAGFlow's code and a localised message. */
export class RagflowFailure extends Error {
  readonly status: number;
  readonly ragflowCode: number;
  readonly text: Localized;
  readonly params: readonly string[];

  constructor(status: number, ragflowCode: number, text: Localized, params: readonly string[] = []) {
    super(`RAGFlow refusal ${ragflowCode}`);
    this.name = 'RagflowFailure';
    this.status = status;
    this.ragflowCode = ragflowCode;
    this.text = text;
    this.params = params;
  }

  textIn(locale: AppLocale): string {
    return textFor(this.text, locale).replace(/\{(\d+)\}/g, (_, index: string) => this.params[Number(index)] ?? '');
  }
}

/** RAGFlow's code for a console failure of this HTTP status. */
function ragflowCodeOf(status: number): number {
  if (status === 400) return RAGFLOW_CODE.ARGUMENT_ERROR;
  if (status === 401) return RAGFLOW_CODE.AUTHENTICATION_ERROR;
  if (status === 403) return RAGFLOW_CODE.PERMISSION_ERROR;
  if (status === 429) return RAGFLOW_CODE.TOO_MANY_REQUESTS;
  if (status >= 500) return RAGFLOW_CODE.EXCEPTION_ERROR;
  return RAGFLOW_CODE.DATA_ERROR;
}

/**
 * Every refusal of the RAGFlow route leaves as `{code: <non-zero>, message}` (RAGFlow's shape, which RAGFlow clients
 * read) with a matching HTTP status, never the console envelope; messages follow Accept-Language like the console's.
 */
export function ragflowErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let body: RagflowError;
  if (error instanceof RagflowFailure) {
    status = error.status;
    body = { code: error.ragflowCode, message: error.textIn(localeOf(request)) };
  } else {
    const failure = toFailure(error, request);
    // Console errors that travel on HTTP 200 (business codes) keep a client-error status here: RAGFlow clients check both.
    status = failure.status === 200 ? 400 : failure.status;
    if (status >= 500) request.log.error({ err: error }, 'knowledge retrieval failed');
    body = { code: ragflowCodeOf(status), message: failureMessage(failure, localeOf(request)) };
  }
  return reply.status(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
}
