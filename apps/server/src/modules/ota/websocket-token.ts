import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/** The last secret's key, prepared once: every check-in of a bound device signs with it. */
let prepared: { secret: string; key: KeyObject } | undefined;

function keyOf(secret: string): KeyObject {
  if (prepared?.secret !== secret) prepared = { secret, key: createSecretKey(Buffer.from(secret)) };
  return prepared.key;
}

/**
 * The token xiaozhi-server checks on the device WebSocket:
 * base64url (no padding) of HMAC-SHA256 over `clientId|deviceId|unixSeconds`, keyed with
 * `server.secret`, then `.unixSeconds`.
 */
export function websocketToken(secret: string, clientId: string, deviceId: string, unixSeconds: number): string {
  const signature = createHmac('sha256', keyOf(secret)).update(`${clientId}|${deviceId}|${unixSeconds}`).digest('base64url');
  return `${signature}.${unixSeconds}`;
}
