import { createHash } from 'node:crypto';
import { guardedFetch } from '../net/guarded-fetch.ts';

/** One device's entry in the gateway's answer, keyed by its MQTT client id. */
export interface GatewayDeviceStatus {
  isAlive?: boolean;
  exists?: boolean;
}

export interface GatewayStatusRequest {
  /** `server.mqtt_manager_api`: host:port of the gateway's management API (a full http(s) URL is taken as is). */
  address: string;
  signatureKey: string;
  clientIds: readonly string[];
}

/** Reads which devices the MQTT gateway holds a live connection for. Throws when the gateway does not answer usably. */
export interface MqttGatewayStatusReader {
  status(request: GatewayStatusRequest): Promise<Record<string, GatewayDeviceStatus>>;
}

/** The gateway's daily bearer token: SHA-256 (hex) of the UTC date `yyyy-MM-dd` followed by the signature key. */
export function gatewayToken(signatureKey: string, now: number): string {
  return createHash('sha256').update(`${new Date(now).toISOString().slice(0, 10)}${signatureKey}`).digest('hex');
}

export function gatewayStatusUrl(address: string): string {
  const base = /^https?:\/\//i.test(address) ? address.replace(/\/+$/, '') : `http://${address}`;
  return `${base}/api/devices/status`;
}

/**
 * `POST http://<mqtt_manager_api>/api/devices/status {clientIds}` with the daily token, as upstream's manager-api asks;
 * the answer maps each client id to `{isAlive, exists}`. The address is an administrator's
 * setting, so private addresses are allowed, but the call still goes through the guarded fetch with a short deadline.
 */
export class HttpMqttGatewayStatus implements MqttGatewayStatusReader {
  readonly #timeoutMs: number;
  readonly #now: () => number;

  constructor(options: { timeoutMs: number; now: () => number }) {
    this.#timeoutMs = options.timeoutMs;
    this.#now = options.now;
  }

  async status({ address, signatureKey, clientIds }: GatewayStatusRequest): Promise<Record<string, GatewayDeviceStatus>> {
    const response = await guardedFetch(
      gatewayStatusUrl(address),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${gatewayToken(signatureKey, this.#now())}` },
        body: JSON.stringify({ clientIds }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      },
      { allowPrivate: true },
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`MQTT gateway answered HTTP ${response.status}`);
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('MQTT gateway answer is not an object');
    return parsed as Record<string, GatewayDeviceStatus>;
  }
}
