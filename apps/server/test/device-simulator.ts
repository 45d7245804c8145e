import { createHmac, randomUUID } from 'node:crypto';
import type { OtaResponse } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from './helper.ts';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** How the simulators reach the console: in-process injection, or real HTTP over a socket. */
export type Transport = (request: HttpRequest) => Promise<HttpAnswer>;

export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
    return { status: response.statusCode, headers: response.headers as Record<string, string>, body: response.rawPayload };
  };
}

/** `baseUrl` of a listening app, e.g. `http://127.0.0.1:41234`. */
export function socketTransport(baseUrl: string): Transport {
  return async ({ method, url, headers, body }) => {
    const response = await fetch(`${baseUrl}${url}`, { method, headers, ...(body === undefined ? {} : { body }) });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
  };
}

const transportOf = (target: FastifyInstance | Transport): Transport => ('inject' in target ? injectTransport(target) : target);

/** A check-in answer with every block assumed present; tests assert which ones really are. */
export type OtaAnswer = { [K in keyof OtaResponse]-?: NonNullable<OtaResponse[K]> };

/** A nested config map as the device server reads it; tests index into it freely. */
export interface ConfigTree {
  readonly [key: string]: ConfigTree;
}

export interface DeviceIdentity {
  mac: string;
  clientId?: string;
  board?: string;
  version?: string;
}

/**
 * An ESP32 running xiaozhi firmware, as far as the console can tell: the headers and JSON body
 * its `Ota::CheckVersion` sends, and the `/ota/activate` poll.
 */
export class SimulatedDevice {
  readonly #send: Transport;
  readonly mac: string;
  readonly clientId: string;
  board: string;
  version: string;

  constructor(target: FastifyInstance | Transport, identity: DeviceIdentity) {
    this.#send = transportOf(target);
    this.mac = identity.mac;
    this.clientId = identity.clientId ?? randomUUID();
    this.board = identity.board ?? 'bread-compact-wifi';
    this.version = identity.version ?? '1.6.2';
  }

  headers(): Record<string, string> {
    return {
      'activation-version': '2',
      'device-id': this.mac,
      'client-id': this.clientId,
      'user-agent': `${this.board}/${this.version}`,
      'accept-language': 'zh-CN',
      'content-type': 'application/json',
    };
  }

  body(): Record<string, unknown> {
    return {
      version: 2,
      language: 'zh-CN',
      flash_size: 16_777_216,
      minimum_free_heap_size: 8_318_916,
      mac_address: this.mac,
      uuid: this.clientId,
      chip_model_name: 'esp32s3',
      chip_info: { model: 9, cores: 2, revision: 2, features: 18 },
      application: { name: 'xiaozhi', version: this.version, compile_time: 'Jun  1 2025T10:00:00Z', idf_version: 'v5.4.1', elf_sha256: 'ab'.repeat(32) },
      partition_table: [{ label: 'nvs', type: 1, subtype: 2, address: 36_864, size: 16_384 }],
      ota: { label: 'ota_0' },
      board: { type: this.board, name: this.board, ssid: 'HomeWiFi', rssi: -52, channel: 6, ip: '192.168.1.23', mac: this.mac },
    };
  }

  async checkIn(url = '/xiaozhi/ota/'): Promise<{ status: number; json: OtaAnswer; headers: Record<string, string> }> {
    const answer = await this.#send({ method: 'POST', url, headers: this.headers(), body: JSON.stringify(this.body()) });
    return { status: answer.status, json: JSON.parse(answer.body.toString('utf8')), headers: answer.headers };
  }

  async activate(challenge = ''): Promise<{ status: number; body: string }> {
    const payload = { algorithm: 'hmac-sha256', serial_number: 'SN-TEST', challenge, hmac: 'ff'.repeat(32) };
    const answer = await this.#send({ method: 'POST', url: '/xiaozhi/ota/activate', headers: this.headers(), body: JSON.stringify(payload) });
    return { status: answer.status, body: answer.body.toString('utf8') };
  }
}

export interface ChatReport {
  macAddress: string;
  sessionId: string;
  chatType: 1 | 2 | 3;
  content: string;
  audioBase64?: string | null;
  reportTime?: number;
}

/** xiaozhi-server's manage-api client: `Bearer <server.secret>` and its headers. */
export interface EnvelopeAnswer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export class SimulatedDeviceServer {
  readonly #send: Transport;
  readonly #secret: string;

  constructor(target: FastifyInstance | Transport, secret: string) {
    this.#send = transportOf(target);
    this.#secret = secret;
  }

  #headers(): Record<string, string> {
    return { ...bearer(this.#secret), accept: 'application/json', 'user-agent': 'PythonClient/2.0 (PID:4242)' };
  }

  async #post<T>(url: string, payload?: unknown): Promise<EnvelopeAnswer<T>> {
    const headers = this.#headers();
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const answer = await this.#send({ method: 'POST', url, headers, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) });
    return { status: answer.status, ...JSON.parse(answer.body.toString('utf8')) };
  }

  /**
   * The `call_device` plugin's `GET /device/address-book/lookup?callerMac&nickname`; it reads
   * `data.targetMac`, `data.callerNickname` and `data.hasPermission` when `code` is 0.
   */
  async lookupAddressBook(callerMac: string, nickname: string): Promise<EnvelopeAnswer<{ targetMac?: string; callerNickname?: string; hasPermission?: boolean } | null>> {
    const query = new URLSearchParams({ callerMac, nickname });
    const answer = await this.#send({ method: 'GET', url: `/xiaozhi/device/address-book/lookup?${query}`, headers: this.#headers() });
    return { status: answer.status, ...JSON.parse(answer.body.toString('utf8')) };
  }

  /**
   * The `call_device` plugin's `GET /device/address-book/call?callerMac&nickname[&answer=true]`: it speaks `msg` when
   * `code` is not 0, `data.message` when `data.status` is `error`, else says the call is ringing (or answered).
   */
  async callDevice(callerMac: string, nickname: string, options: { answer?: boolean; language?: string } = {}): Promise<EnvelopeAnswer<{ status: string; message: string; targetMac: string | null; callerNickname: string | null }>> {
    const query = new URLSearchParams({ callerMac, nickname, ...(options.answer ? { answer: 'true' } : {}) });
    const headers = { ...this.#headers(), ...(options.language ? { 'accept-language': options.language } : {}) };
    const answer = await this.#send({ method: 'GET', url: `/xiaozhi/device/address-book/call?${query}`, headers });
    return { status: answer.status, ...JSON.parse(answer.body.toString('utf8')) };
  }

  serverBase() {
    return this.#post<ConfigTree>('/xiaozhi/config/server-base');
  }

  agentModels(macAddress: string, clientId: string, selectedModule: Record<string, string> = {}) {
    return this.#post<ConfigTree>('/xiaozhi/config/agent-models', { macAddress, clientId, selectedModule });
  }

  /** `POST /config/correct-words`: the `source|target` pairs of the device's agent. */
  correctWords(macAddress: string) {
    return this.#post<string[]>('/xiaozhi/config/correct-words', { macAddress });
  }

  report(report: ChatReport) {
    return this.#post<boolean>('/xiaozhi/agent/chat-history/report', report);
  }

  /** At the end of a conversation: a title for the session, then a summary into the agent's memory (both answer at once). */
  chatTitle(sessionId: string) {
    return this.#post<null>(`/xiaozhi/agent/chat-title/${encodeURIComponent(sessionId)}/generate`);
  }

  chatSummary(sessionId: string) {
    return this.#post<null>(`/xiaozhi/agent/chat-summary/${encodeURIComponent(sessionId)}/save`);
  }

  /**
   * xiaozhi-server's `search_from_ragflow` plugin, restated: `json.loads` of the plugin's string from the agent-models
   * answer, `POST {base_url}/api/v1/retrieval` with the key as a bearer and `{question, dataset_ids}`, then the first
   * five `data.chunks[].content` when `code` is 0. The transport decides the host; `base_url` only gives the path.
   */
  async searchFromRagflow(agentConfig: ConfigTree, question: string): Promise<RagflowSearch> {
    const plugin = JSON.parse(String(agentConfig.plugins?.search_from_ragflow)) as RagflowPluginConfig;
    const url = new URL(`${plugin.base_url}/api/v1/retrieval`);
    const answer = await this.#send({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { authorization: `Bearer ${plugin.api_key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question, dataset_ids: plugin.dataset_ids }),
    });
    const json = JSON.parse(answer.body.toString('utf8')) as { code: number; message?: string; data?: { chunks: { content: string }[] } };
    const contents = json.code === 0 ? (json.data?.chunks ?? []).map((chunk) => chunk.content).filter(Boolean).slice(0, 5) : [];
    return { plugin, status: answer.status, json, contents };
  }
}

/** The JSON string agent-models carries as `plugins.search_from_ragflow`. */
export interface RagflowPluginConfig {
  base_url: string;
  api_key: string;
  dataset_ids: string[];
  description: string;
}

export interface RagflowSearch {
  plugin: RagflowPluginConfig;
  status: number;
  json: { code: number; message?: string; data?: { chunks: { content: string }[] } };
  contents: string[];
}

export async function deviceServerFor(app: FastifyInstance, transport?: Transport): Promise<SimulatedDeviceServer> {
  return new SimulatedDeviceServer(transport ?? app, await app.services.params.text('server.secret'));
}

/** A short, valid 16 kHz mono 16-bit WAV, as xiaozhi-server reports ASR audio. */
export function wavBytes(samples = 160, seed = 1): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((i + seed) / 5) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** xiaozhi-server's `AuthManager.verify_token`, restated: same HMAC, 30-day expiry. */
export function verifyWebsocketToken(token: string, secret: string, clientId: string, deviceId: string, nowSeconds: number): boolean {
  const [signature, timestamp] = token.split('.');
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return false;
  if (nowSeconds - Number(timestamp) > 30 * 86_400) return false;
  const expected = createHmac('sha256', secret).update(`${clientId}|${deviceId}|${timestamp}`).digest('base64').replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return expected === signature;
}
