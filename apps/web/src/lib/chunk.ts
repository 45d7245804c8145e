import { CHUNK_LOAD_TIMEOUT_MS } from '../config/ui.ts';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly chunk: string;

  constructor(chunk: string, cause?: unknown) {
    super(`Loading chunk ${chunk} failed.`, { cause });
    this.chunk = chunk;
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof Error && error.name === 'ChunkLoadError';

/** Every lazy import goes through here: a failure, or no answer within 120 s, is a ChunkLoadError. */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error('timeout'))), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, error));
      },
    );
  });
}
