import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLlmRequest {
  auth?: string;
  body: {
    model?: string;
    messages?: { role: string; content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
    tools?: { type: string; function: { name: string; description: string; parameters: unknown } }[];
  };
}

/**
 * What the fake answers: a reply text, an HTTP error status (with the provider's own message), or (streamed
 * requests) a request for function calls.
 */
/** `stall`: streams this text, then holds the stream open until the caller goes away. */
export type FakeLlmAnswer = string | { status: number; message?: string } | { toolCalls: { name: string; arguments: Record<string, unknown> }[] } | { stall: string };

export interface FakeLlm {
  /** `http://127.0.0.1:<port>/v1`, the base_url of a model config. */
  base: string;
  seen: FakeLlmRequest[];
  /** Decides each answer; by default a fixed reply. */
  answer: (request: FakeLlmRequest) => FakeLlmAnswer;
  /** How many stalled streams their caller closed. */
  abandoned: number;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<FakeLlmRequest['body']> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as FakeLlmRequest['body'];
}

/**
 * Streams as OpenAI does: `data:` chunks of a few characters each, tool calls split into their id and name, then their
 * arguments in two pieces, then `data: [DONE]`.
 */
function streamAnswer(response: ServerResponse, answer: string | { toolCalls: { name: string; arguments: Record<string, unknown> }[] }): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    response.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  chunk({ role: 'assistant', content: '' });
  if (typeof answer === 'string') {
    for (let at = 0; at < answer.length; at += 3) chunk({ content: answer.slice(at, at + 3) });
    chunk({}, 'stop');
  } else {
    answer.toolCalls.forEach((call, index) => {
      const text = JSON.stringify(call.arguments);
      const half = Math.ceil(text.length / 2);
      chunk({ tool_calls: [{ index, id: `call_${index}_${call.name}`, type: 'function', function: { name: call.name, arguments: '' } }] });
      chunk({ tool_calls: [{ index, function: { arguments: text.slice(0, half) } }] });
      chunk({ tool_calls: [{ index, function: { arguments: text.slice(half) } }] });
    });
    chunk({}, 'tool_calls');
  }
  response.end('data: [DONE]\n\n');
}

/** A local OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions) that records every request. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = { base: '', seen: [], answer: () => '好的', abandoned: 0, close: async () => {} };
  const server: Server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const seen = { auth: request.headers.authorization, body };
      fake.seen.push(seen);
      const send = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (request.url !== '/v1/chat/completions') return send(404, { error: { message: 'not found' } });
      const answer = fake.answer(seen);
      if (typeof answer !== 'string' && 'status' in answer) return send(answer.status, { error: { message: answer.message ?? 'upstream failure' } });
      if (typeof answer !== 'string' && 'stall' in answer) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: answer.stall }, finish_reason: null }] })}\n\n`);
        response.on('close', () => (fake.abandoned += 1));
        return undefined;
      }
      if (body.stream) return streamAnswer(response, answer);
      if (typeof answer !== 'string') return send(500, { error: { message: 'tool calls are only streamed' } });
      return send(200, { id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
