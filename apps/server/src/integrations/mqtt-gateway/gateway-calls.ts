import { guardedFetch } from '../net/guarded-fetch.ts';
import { gatewayBaseUrl, gatewayDailyToken, type GatewayTarget } from './gateway-commands.ts';

/**
 * Device-to-device calls through xiaozhi-mqtt-gateway's admin API, as upstream's manager-api asks for them:
 * `POST /api/call/request {caller_mac, target_mac, caller_nickname}` rings the target, `POST /api/call/accept {mac}`
 * connects the call ringing on that device; both signed with the daily token and answering `{status, message}`.
 */
export type GatewayCallRequest =
  | { kind: 'ring'; callerMac: string; targetMac: string; callerNickname: string }
  | { kind: 'accept'; mac: string };

export type GatewayCallAnswer = { ok: true; status: string | null; message: string | null } | { ok: false; detail: string };

/** Rings or accepts a call through the gateway. */
export type GatewayCaller = (target: GatewayTarget, request: GatewayCallRequest) => Promise<GatewayCallAnswer>;

const MAX_BODY = 64 * 1024;

export function httpGatewayCaller(options: { now: () => number; timeoutMs: number }): GatewayCaller {
  return async (target, request) => {
    const [path, body] =
      request.kind === 'ring'
        ? ['/api/call/request', { caller_mac: request.callerMac, target_mac: request.targetMac, caller_nickname: request.callerNickname }]
        : ['/api/call/accept', { mac: request.mac }];
    try {
      // The gateway's address is an administrator's setting, so a private address is allowed.
      const response = await guardedFetch(
        `${gatewayBaseUrl(target.api)}${path}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${gatewayDailyToken(target.signatureKey, new Date(options.now()))}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        },
        { allowPrivate: true },
      );
      const text = (await response.text()).slice(0, MAX_BODY);
      if (!response.ok) return { ok: false, detail: `HTTP ${response.status}` };
      const answer = parseObject(text);
      return { ok: true, status: stringOrNull(answer?.status), message: stringOrNull(answer?.message) };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
