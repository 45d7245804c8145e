import type { DocumentFailure, ProcessRule } from '@vox/contracts';
import { Worker } from 'node:worker_threads';
import type { ParsedFileType } from './parse-document.ts';
import { UnreadableDocument } from './unreadable-document.ts';

/** Per document: the parsing thread's heap, and how long parsing and splitting may take. */
export interface IngestLimits {
  memoryMb: number;
  seconds: number;
}
export const INGEST_LIMITS: IngestLimits = { memoryMb: 1024, seconds: 120 };
/** A page of ready segments is a slice and their tokens: anything slower than this is a stuck thread. */
const PAGE_SECONDS = 30;
/** An idle thread is ended after this long, giving its memory back; the next document starts a new one. */
const IDLE_MS = 60_000;

export interface IngestJob {
  bytes: Uint8Array;
  type: ParsedFileType;
  rule: ProcessRule | undefined;
  datasetId: string;
}
export interface IngestedSegment {
  content: string;
  searchText: string;
  wordCount: number;
}
export type IngestRequest = { kind: 'parse'; job: IngestJob } | { kind: 'page'; from: number; size: number } | { kind: 'release' };
export type IngestAnswer =
  | { kind: 'ready'; count: number }
  | { kind: 'page'; segments: IngestedSegment[] }
  | { kind: 'unreadable'; reason: DocumentFailure; detail: string }
  | { kind: 'failed'; message: string };
type Answer<K extends IngestAnswer['kind']> = Extract<IngestAnswer, { kind: K }>;

const WORKER = new URL('./ingest-worker.ts', import.meta.url);

/** The bytes in an ArrayBuffer of their own, which can be moved to the thread (a pooled Buffer's cannot). */
const ownBuffer = (bytes: Uint8Array) => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes));

/** A document split in the thread: its segment count, and its segments a page at a time. Close it when done. */
export interface ParsedDocument {
  readonly count: number;
  page(from: number, size: number): Promise<IngestedSegment[]>;
  close(): void;
}

/**
 * Parses documents in one worker thread with a heap limit and a time limit per document, one document at a time. A
 * file that breaks either (a zip bomb, a parser stuck on crafted input) ends the thread, never the process, and fails
 * as UnreadableDocument naming the limit; the next document gets a new thread. A thread that did its work is kept for
 * the next document (starting one costs more than parsing a small file) until it has been idle for a minute.
 */
export class IngestBox {
  readonly #limits: IngestLimits;
  #worker: Worker | null = null;
  #idle: NodeJS.Timeout | null = null;
  #queue: Promise<void> = Promise.resolve();

  constructor(limits: IngestLimits = INGEST_LIMITS) {
    this.#limits = limits;
  }

  /** Waits for the thread to be free, then parses and splits the document there. */
  async open(job: IngestJob): Promise<ParsedDocument> {
    let release!: () => void;
    const turn = this.#queue;
    this.#queue = new Promise((resolve) => (release = resolve));
    await turn;
    try {
      const bytes = ownBuffer(job.bytes);
      const ready = await this.#ask<'ready'>({ kind: 'parse', job: { ...job, bytes } }, this.#limits.seconds, [bytes.buffer as ArrayBuffer]);
      let open = true;
      return {
        count: ready.count,
        page: async (from, size) => (await this.#ask<'page'>({ kind: 'page', from, size }, PAGE_SECONDS)).segments,
        close: () => {
          if (!open) return;
          open = false;
          this.#worker?.postMessage({ kind: 'release' } satisfies IngestRequest);
          this.#idleLater();
          release();
        },
      };
    } catch (error) {
      this.#idleLater();
      release();
      throw error;
    }
  }

  /** Ends the thread now (the app is closing). */
  async close(): Promise<void> {
    await this.#end();
  }

  #thread(): Worker {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    if (!this.#worker) {
      const worker = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: this.#limits.memoryMb, maxYoungGenerationSizeMb: 32 } });
      // A thread that ends between documents is replaced by the next one, not asked and waited on.
      worker.once('exit', () => {
        if (this.#worker === worker) this.#worker = null;
      });
      // Waiting for documents must not keep a process alive that is otherwise done.
      worker.unref();
      this.#worker = worker;
    }
    return this.#worker;
  }

  #idleLater(): void {
    if (!this.#worker) return;
    this.#idle = setTimeout(() => void this.#end(), IDLE_MS);
    this.#idle.unref();
  }

  async #end(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    await worker?.terminate();
  }

  /** Sends a request and waits for its answer; the thread's failures, its end and the time limit become errors. */
  #ask<K extends 'ready' | 'page'>(request: IngestRequest, seconds: number, transfer: ArrayBuffer[] = []): Promise<Answer<K>> {
    const worker = this.#thread();
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        outcome();
      };
      const fail = (error: Error) => {
        void this.#end();
        reject(error);
      };
      const onMessage = (message: IngestAnswer) =>
        settle(() => {
          if (message.kind === 'unreadable') reject(new UnreadableDocument(message.reason, message.detail));
          else if (message.kind === 'failed') reject(new Error(message.message));
          else resolve(message as Answer<K>);
        });
      const onError = (error: Error & { code?: string }) =>
        settle(() => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new UnreadableDocument('outOfMemory', `${this.#limits.memoryMb}`) : error));
      const onExit = (code: number) => settle(() => fail(new Error(`document thread ended (exit code ${code})`)));
      const timer = setTimeout(() => settle(() => fail(new UnreadableDocument('timeout', `${seconds}`))), seconds * 1000);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(request, transfer);
    });
  }
}
