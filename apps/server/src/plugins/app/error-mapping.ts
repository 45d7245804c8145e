import { ErrorCode, formatErrorMessage, textFor, type AppLocale, type ErrorCodeValue } from '@vox/contracts';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, httpStatusOf, type ErrorParam, type Localized } from '../../lib/app-error.ts';
import { isDatabaseUnavailable, isUnstorableText } from './database-unavailable.ts';
import { KeyValueStoreUnavailableError } from '../../integrations/kv/kv-store.ts';
import { KV_SERVICE_NAMES } from '../../integrations/kv/outage-as.ts';
import { fieldLabel } from '../../lib/field-labels.ts';
import { fieldMessage, reasonForIssue, reasonWithLimit, validationReason, type IssueLike } from '../../lib/validation-reason.ts';

export interface Failure {
  status: number;
  code: ErrorCodeValue;
  params: readonly ErrorParam[];
  message?: Localized;
}

interface Issue extends IssueLike {
  path: readonly (string | number)[];
  errors?: readonly (readonly Issue[])[];
}

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

/** Any thrown value to status + code + message params. Unknown errors become a generic 500. */
export function toFailure(error: unknown, request: FastifyRequest): Failure {
  if (error instanceof AppError) {
    return { status: httpStatusOf(error.code), code: error.code, params: error.params, message: error.localizedMessage };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationFailure(error, request);
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 429) return { status, code: ErrorCode.TOO_MANY_REQUESTS, params: [] };
  if (isUnstorableText(error)) return { status: 400, code: ErrorCode.BAD_REQUEST, params: ['body', validationReason('unstorable')] };
  if (isDatabaseUnavailable(error)) return { status: 503, code: ErrorCode.SERVICE_UNAVAILABLE, params: [] };
  if (error instanceof KeyValueStoreUnavailableError) return { status: 503, code: ErrorCode.KV_UNAVAILABLE, params: [KV_SERVICE_NAMES.shortLivedData] };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
    return { status, code: ErrorCode.BAD_REQUEST, params: ['body', validationReason(status === 413 ? 'tooLong' : 'format')] };
  }
  return { status: 500, code: ErrorCode.INTERNAL, params: [] };
}

function validationFailure(
  error: { validation: { instancePath: string; keyword: string; params: Record<string, unknown> }[]; validationContext?: string },
  request: FastifyRequest,
): Failure {
  const first = error.validation[0]!;
  const context = error.validationContext ?? 'body';
  const issue = mostSpecific({ code: first.keyword, path: first.instancePath.split('/').filter(Boolean), ...first.params } as Issue);
  const input = (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context];
  const missing = valueAt(input, issue.path) == null;
  const field = issue.path.length > 0 ? fieldName(issue.path) : (CONTEXT_NAMES[context] ?? context);
  const reason = reasonWithLimit(reasonForIssue(issue, missing), issue);
  const label = issue.path.length > 0 ? fieldLabel(field) : undefined;
  return { status: 400, code: ErrorCode.BAD_REQUEST, params: [field, reason], message: label ? fieldMessage(label, reason) : undefined };
}

/** A union failure names no field; descend into the branch issue that does (e.g. `status` of {status}). */
function mostSpecific(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || !issue.errors) return issue;
  const nested = issue.errors.flat().map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
  return nested.find((inner) => inner.path.length > issue.path.length) ?? issue;
}

function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let current = input;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return current;
}

function fieldName(path: readonly (string | number)[]): string {
  return path.map((segment, i) => (/^\d+$/.test(String(segment)) ? `[${segment}]` : `${i === 0 ? '' : '.'}${segment}`)).join('');
}

export function failureMessage(failure: Failure, locale: AppLocale): string {
  const params = failure.params.map((param) => (typeof param === 'object' ? textFor(param, locale) : param));
  if (failure.message) return textFor(failure.message, locale).replace(/\{(\d+)\}/g, (_, index: string) => String(params[Number(index)] ?? ''));
  return formatErrorMessage(failure.code, locale, params);
}
