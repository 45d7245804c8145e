import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers: as the service does, never (a timeout), with HTTP 500, or refusing the registration. */
export type FakeVoiceprintMode = 'normal' | 'hang' | 'error' | 'reject';

export interface FakeVoiceprintCall {
  method: string;
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
}

export interface FakeVoiceprintServer {
  /** The param value: `…/voiceprint/health?key=<key>`, as an administrator types it. */
  paramUrl: string;
  key: string;
  /** Registered speakers and the WAV bytes they were registered with. */
  speakers: Map<string, Buffer>;
  calls: FakeVoiceprintCall[];
  mode: FakeVoiceprintMode;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** The multipart fields and the one file of a request (none for a DELETE). */
async function readForm(request: IncomingMessage): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = String(request.headers['content-type'] ?? '');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  if (raw.length === 0 || !type.startsWith('multipart/form-data')) return { fields, file };
  const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else file = Buffer.from(await value.arrayBuffer());
  }
  return { fields, file };
}

/**
 * The voiceprint-api protocol: `GET /voiceprint/health?key=` → healthy, bearer-keyed multipart
 * `POST /voiceprint/register {speaker_id, file}` → `{code, success, msg}`, `POST /voiceprint/identify {speaker_ids, file}`
 * → `{speaker_id, score}`, `DELETE /voiceprint/{id}`. "Same voice" is "same bytes" here: score 0.92, else 0.1.
 */
export async function startFakeVoiceprintServer(host = '127.0.0.1', key = 'vp-secret-key'): Promise<FakeVoiceprintServer> {
  const speakers = new Map<string, Buffer>();
  const calls: FakeVoiceprintCall[] = [];
  const state = { mode: 'normal' as FakeVoiceprintMode };
  const hanging: ServerResponse[] = [];

  const register = (response: ServerResponse, fields: Record<string, string>, file: Buffer | undefined) => {
    if (state.mode === 'reject') return json(response, 200, { code: 1, success: false, msg: '音频太短，无法提取特征' });
    if (!fields.speaker_id || !file) return json(response, 422, { detail: 'speaker_id and file are required' });
    speakers.set(fields.speaker_id, file);
    return json(response, 200, { code: 0, success: true, msg: `已登记: ${fields.speaker_id}` });
  };

  const identify = (response: ServerResponse, fields: Record<string, string>, file: Buffer | undefined) => {
    const candidates = (fields.speaker_ids ?? '').split(',').filter((id) => speakers.has(id));
    if (!file || candidates.length === 0) return json(response, 200, { speaker_id: '', score: 0 });
    const same = candidates.find((id) => speakers.get(id)!.equals(file));
    return json(response, 200, same ? { speaker_id: same, score: 0.92 } : { speaker_id: candidates[0], score: 0.1 });
  };

  const unregister = (response: ServerResponse, id: string) =>
    speakers.delete(id) ? json(response, 200, { code: 0, success: true, msg: `已删除: ${id}` }) : json(response, 404, { detail: `未找到: ${id}` });

  const route = (request: IncomingMessage, response: ServerResponse, path: string, fields: Record<string, string>, file: Buffer | undefined) => {
    if (request.method === 'POST' && path === '/voiceprint/register') return register(response, fields, file);
    if (request.method === 'POST' && path === '/voiceprint/identify') return identify(response, fields, file);
    const match = /^\/voiceprint\/([^/]+)$/.exec(path);
    if (request.method === 'DELETE' && match) return unregister(response, decodeURIComponent(match[1]!));
    return json(response, 404, { detail: 'Not Found' });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const { fields, file } = await readForm(request);
    calls.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization, fields });
    if (url.pathname === '/voiceprint/health') return void (url.searchParams.get('key') === key ? json(response, 200, { status: 'healthy' }) : json(response, 401, { detail: 'bad key' }));
    if (request.headers.authorization !== `Bearer ${key}`) return json(response, 401, { detail: '无效的接口令牌' });
    if (state.mode === 'hang') return void hanging.push(response);
    if (state.mode === 'error') return json(response, 500, { detail: '声纹模型加载失败' });
    return route(request, response, url.pathname, fields, file);
  };

  const server: Server = createServer((request, response) => void handle(request, response).catch(() => json(response, 500, { detail: 'fake failed' })));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    paramUrl: `http://${host}:${port}/voiceprint/health?key=${key}`,
    key,
    speakers,
    calls,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeVoiceprintMode) {
      state.mode = mode;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
