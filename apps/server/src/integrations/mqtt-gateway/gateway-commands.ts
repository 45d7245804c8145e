import { createHash } from 'node:crypto';
import { classifyNetError, type NetFailure } from '../net/net-failure.ts';

/**
 * The MQTT gateway's admin API (xiaozhi-mqtt-gateway, param `server.mqtt_manager_api` = host:port): a device command
 * is `POST http://{api}/api/commands/{clientId}` with `{type: 'mcp', payload: <JSON-RPC request>}`, signed with a
 * bearer token that is the SHA-256 hex of the UTC date `yyyy-MM-dd` followed by `server.mqtt_signature_key`.
 */
export interface GatewayTarget {
  api: string;
  signatureKey: string;
}

export type GatewayAnswer = { ok: true; result: unknown } | { ok: false; failure: NetFailure | 'status' | 'device'; detail: string };

/** Largest answer read: a tool list with schemas stays far below. */
const MAX_BODY = 1024 * 1024;

export function gatewayDailyToken(signatureKey: string, now: Date): string {
  return createHash('sha256').update(`${now.toISOString().slice(0, 10)}${signatureKey}`).digest('hex');
}

/** `<board>@@@<mac>@@@<mac>` with `:` as `_`, `GID_default` without a board: how the gateway names a device. */
export function gatewayClientId(board: string | null, mac: string): string {
  const group = board?.trim() ? board.trim().replaceAll(':', '_') : 'GID_default';
  const id = mac.replaceAll(':', '_');
  return `${group}@@@${id}@@@${id}`;
}

/** The API address as typed (host:port), or with its own http(s) scheme. */
export function gatewayBaseUrl(api: string): string {
  const trimmed = api.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

let rpcId = 0;

/** Sends one MCP JSON-RPC request to a device through the gateway and hands back its `result` (or why it failed). */
export async function sendDeviceMcp(
  target: GatewayTarget,
  clientId: string,
  request: { method: string; params: Record<string, unknown> },
  options: { now: Date; timeoutMs: number },
): Promise<GatewayAnswer> {
  rpcId = (rpcId % 1_000_000) + 1;
  const payload = { jsonrpc: '2.0', id: rpcId, method: request.method, params: request.params };
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${gatewayBaseUrl(target.api)}/api/commands/${encodeURIComponent(clientId)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${gatewayDailyToken(target.signatureKey, options.now)}` },
      body: JSON.stringify({ type: 'mcp', payload }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = (await response.text()).slice(0, MAX_BODY);
  } catch (error) {
    return { ok: false, failure: classifyNetError(error), detail: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
  }
  const body = parseJson(text);
  if (status < 200 || status >= 300) return { ok: false, failure: status === 404 ? 'device' : 'status', detail: messageOf(body) ?? `HTTP ${status}` };
  return readRpcAnswer(body);
}

/** The gateway wraps the device's JSON-RPC answer (`{success, data}`); a bare answer is read too. */
function readRpcAnswer(body: unknown): GatewayAnswer {
  if (!isRecord(body)) return { ok: false, failure: 'status', detail: 'not JSON' };
  if (body.success === false) return { ok: false, failure: 'device', detail: messageOf(body) ?? 'refused' };
  const answer = isRecord(body.data) ? body.data : body;
  if (isRecord(answer.error)) return { ok: false, failure: 'device', detail: String(answer.error.message ?? 'error') };
  if ('result' in answer) return { ok: true, result: answer.result };
  return { ok: true, result: answer };
}

function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const message = body.message ?? body.error ?? body.msg;
  return typeof message === 'string' ? message : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
