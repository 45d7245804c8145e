import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchTokens } from '../src/modules/datasets/text/search-tokens.ts';

/**
 * Words the fake "understands" as one meaning, so a paraphrase shares a dimension with the text it paraphrases while
 * sharing no search token with it (退回 ~ 退货): what a real embedding model does and keyword search cannot.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['退货', '退回', '退款', '退钱', 'return', 'refund'],
  ['保修', '质保', '维修', 'warranty', 'repair'],
  ['充电', '电量', '电池', 'charge', 'charging', 'battery'],
  ['开机', '启动', '开启', 'boot'],
  ['密码', '口令', 'password'],
];
const CONCEPT = new Map(SYNONYMS.flatMap((group, index) => group.map((word) => [word, `concept${index}`] as const)));
/** A shared meaning weighs more than a shared bigram, as in a real model. */
const CONCEPT_WEIGHT = 4;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A deterministic unit vector: each search token (or its meaning) hashed, with the model's name, into one of
 * `dimensions` dimensions and a sign. Another model name gives another vector space, as a real model change does.
 */
export function fakeVector(model: string, text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const tokens = searchTokens(text);
  for (const token of tokens.length > 0 ? tokens : ['<empty>']) {
    const concept = CONCEPT.get(token);
    const hash = fnv1a(`${model}|${concept ?? token}`);
    vector[hash % dimensions]! += (hash & 0x80000000 ? -1 : 1) * (concept ? CONCEPT_WEIGHT : 1);
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

export interface FakeEmbeddingRequest {
  headers: IncomingHttpHeaders;
  body: { model?: string; input?: unknown; dimensions?: number };
}

export interface FakeEmbeddings {
  /** The base URL a config's base_url takes (`…/v1`). */
  url: string;
  dimensions: number;
  /** When set, a request without `Authorization: Bearer <apiKey>` answers 401 as OpenAI does. */
  apiKey: string | null;
  /** Every request fails with this status and message (a provider that is down or refuses). */
  failWith: { status: number; message: string } | null;
  /** Only requests with an input containing this text fail (one bad document among good ones). */
  failOnText: string | null;
  /** Answers the data in reverse order (the protocol allows any order; `index` says which is which). */
  shuffle: boolean;
  requests: FakeEmbeddingRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on loopback speaking the OpenAI embeddings protocol (`POST /v1/embeddings`). */
export async function startFakeEmbeddings(options: { dimensions?: number; apiKey?: string } = {}): Promise<FakeEmbeddings> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') return answer(404, { error: { message: `no route ${request.method} ${request.url}` } });
      let body: FakeEmbeddingRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeEmbeddingRequest['body'];
      } catch {
        return answer(400, { error: { message: 'We could not parse the JSON body of your request.' } });
      }
      fake.requests.push({ headers: request.headers, body });
      if (fake.apiKey !== null && request.headers.authorization !== `Bearer ${fake.apiKey}`) {
        return answer(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
      }
      const input = typeof body.input === 'string' ? [body.input] : body.input;
      if (!Array.isArray(input) || !input.every((item) => typeof item === 'string') || typeof body.model !== 'string') {
        return answer(400, { error: { message: "'input' must be a string or an array of strings, and 'model' is required" } });
      }
      if (fake.failWith) return answer(fake.failWith.status, { error: { message: fake.failWith.message } });
      if (fake.failOnText !== null && input.some((text) => text.includes(fake.failOnText!))) return answer(400, { error: { message: 'input rejected by the fake model' } });
      const dimensions = body.dimensions ?? fake.dimensions;
      const data = input.map((text, index) => ({ object: 'embedding', index, embedding: fakeVector(body.model!, text, dimensions) }));
      answer(200, { object: 'list', data: fake.shuffle ? data.reverse() : data, model: body.model, usage: { prompt_tokens: input.length, total_tokens: input.length } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeEmbeddings = {
    url: `http://127.0.0.1:${port}/v1`,
    dimensions: options.dimensions ?? 256,
    apiKey: options.apiKey ?? null,
    failWith: null,
    failOnText: null,
    shuffle: false,
    requests: [],
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  return fake;
}
