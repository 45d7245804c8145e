import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { malformedUpload } from '../../lib/multipart.ts';
import { DOCUMENT_MAX_BYTES } from './documents.service.ts';

const FIELD_MAX_BYTES = 64 * 1024;

/** Multipart parsing for a routes plugin that takes documents: one file, a few small fields. */
export async function registerDocumentMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: FIELD_MAX_BYTES, parts: 8 } });
}

async function* multipartParts(request: FastifyRequest) {
  try {
    yield* request.parts();
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw malformedUpload();
  }
}

/**
 * A multipart document: `store` gets the first `file` part as a stream while the request is read (so it is never held
 * whole), with the fields sent before it; other files are drained. Undefined when no file came.
 */
export async function receiveDocument<T>(request: FastifyRequest, store: (file: MultipartFile, fields: Readonly<Record<string, string>>) => Promise<T>): Promise<T | undefined> {
  const fields: Record<string, string> = {};
  let stored: { value: T } | undefined;
  for await (const part of multipartParts(request)) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const file = part as MultipartFile;
    if (file.fieldname !== 'file' || stored) {
      file.file.resume();
      continue;
    }
    stored = { value: await store(file, { ...fields }) };
  }
  return stored?.value;
}
