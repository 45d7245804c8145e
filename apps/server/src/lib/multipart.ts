import type { MultipartFile } from '@fastify/multipart';
import { ErrorCode, uploadErrorMessages } from '@vox/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, type Localized } from './app-error.ts';

export const malformedUpload = () => new AppError(ErrorCode.BAD_REQUEST, [], uploadErrorMessages.malformed);

/** Fastify's own multipart refusals (406 not multipart, 413 too large) carry a status; busboy's parse errors do not. */
const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The file part named `field` of a multipart request. A body that is not multipart, has no such part, or cannot be
 * parsed answers 400 with `missing` or the malformed-upload message, never 500.
 */
export async function readFilePart(request: FastifyRequest, field: string, missing: Localized): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = request.isMultipart() ? await request.file() : undefined;
  } catch (error) {
    if (error instanceof AppError || isClientError(error)) throw error;
    throw malformedUpload();
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new AppError(ErrorCode.BAD_REQUEST, [], missing);
  }
  return part;
}
