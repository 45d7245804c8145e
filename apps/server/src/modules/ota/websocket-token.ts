import { createHmac } from 'node:crypto';

/**
 * The token xiaozhi-server checks on the device WebSocket:
 * base64url (no padding) of HMAC-SHA256 over `clientId|deviceId|unixSeconds`, keyed with
 * `server.secret`, then `.unixSeconds`.
 */
export function websocketToken(secret: string, clientId: string, deviceId: string, unixSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${clientId}|${deviceId}|${unixSeconds}`).digest('base64url');
  return `${signature}.${unixSeconds}`;
}
