// Runs in a worker thread (ingest-box.ts): parses, cleans and splits one document at a time, then hands out its
// segments a page at a time, so neither a hostile file nor a very large one ever runs on the event loop devices share.
import { parentPort } from 'node:worker_threads';
import type { IngestAnswer, IngestJob, IngestRequest } from './ingest-box.ts';
import { parseDocument } from './parse-document.ts';
import { countTokens, segmentSearchText } from './search-tokens.ts';
import { cleanText, splitSettings, splitText } from './split-text.ts';
import { UnreadableDocument } from './unreadable-document.ts';

const port = parentPort!;
const answer = (message: IngestAnswer) => port.postMessage(message);

/** A parser recursing through nesting it has no limit for runs out of stack: that is too deep, not a crash. */
const isStackOverflow = (error: unknown) => error instanceof RangeError && /call stack/i.test(error.message);

let current: { datasetId: string; chunks: string[] } | null = null;

async function split(job: IngestJob): Promise<string[]> {
  const settings = splitSettings(job.rule);
  const chunks = splitText(cleanText(await parseDocument(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.type), settings), settings);
  if (chunks.length === 0) throw new UnreadableDocument('empty');
  return chunks;
}

async function parse(job: IngestJob): Promise<void> {
  current = null;
  try {
    current = { datasetId: job.datasetId, chunks: await split(job) };
    answer({ kind: 'ready', count: current.chunks.length });
  } catch (error) {
    if (error instanceof UnreadableDocument) answer({ kind: 'unreadable', reason: error.reason, detail: error.detail });
    else if (isStackOverflow(error)) answer({ kind: 'unreadable', reason: 'tooDeep', detail: '' });
    else answer({ kind: 'failed', message: (error as Error).message ?? String(error) });
  }
}

port.on('message', (request: IngestRequest) => {
  if (request.kind === 'parse') return void parse(request.job);
  if (request.kind === 'release') return void (current = null);
  const { datasetId, chunks } = current!;
  const segments = chunks.slice(request.from, request.from + request.size).map((content) => ({ content, searchText: segmentSearchText(datasetId, content, []), wordCount: countTokens(content) }));
  answer({ kind: 'page', segments });
});
