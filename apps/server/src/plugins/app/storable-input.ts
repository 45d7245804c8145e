import { ErrorCode, findUnstorableText } from '@vox/contracts';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { validationReason } from '../../lib/validation-reason.ts';

const PARTS = [
  ['path', (request: FastifyRequest) => request.params],
  ['query', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/** The contracts' storable-text rule on every path, query and body string, before the schemas run. */
export const refuseUnstorableInput: preValidationAsyncHookHandler = async (request) => {
  for (const [part, read] of PARTS) {
    const at = findUnstorableText(read(request));
    if (at !== null) throw unstorable(at || part);
  }
};

/** Also for the few header values the server stores (Device-Id, Client-Id). */
export function unstorable(field: string): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, [field.replaceAll('\u0000', '\\0'), validationReason('unstorable')]);
}
