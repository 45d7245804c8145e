import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLlmRequest {
  auth?: string;
  body: { model?: string; messages?: { role: string; content: string }[]; temperature?: number; max_tokens?: number };
}

/** What the fake answers: a reply text, or an HTTP error status. */
export type FakeLlmAnswer = string | { status: number };

export interface FakeLlm {
  /** `http://127.0.0.1:<port>/v1`, the base_url of a model config. */
  base: string;
  seen: FakeLlmRequest[];
  /** Decides each answer; by default a fixed reply. */
  answer: (request: FakeLlmRequest) => FakeLlmAnswer;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<FakeLlmRequest['body']> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as FakeLlmRequest['body'];
}

/** A local OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions) that records every request. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = { base: '', seen: [], answer: () => '好的', close: async () => {} };
  const server: Server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const seen = { auth: request.headers.authorization, body };
      fake.seen.push(seen);
      const send = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (request.url !== '/v1/chat/completions') return send(404, { error: { message: 'not found' } });
      const answer = fake.answer(seen);
      if (typeof answer !== 'string') return send(answer.status, { error: { message: 'upstream failure' } });
      return send(200, { id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
