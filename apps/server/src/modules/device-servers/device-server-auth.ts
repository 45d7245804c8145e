import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import type { Clock } from '../../lib/clock.ts';
import { websocketToken } from '../ota/index.ts';
import type { ParamsService } from '../params/index.ts';

/** While set, the device server's agent-models call for this made-up device gets the global config. */
export const TMP_REGISTER_TTL_SECONDS = 300;
export const tmpRegisterKey = (deviceId: string) => `tmp_register_mac:${deviceId}`;

export interface DeviceServerAuthDeps {
  params: ParamsService;
  kv: KeyValueStore;
  clock: Clock;
}

/**
 * Headers the console connects to a device server with, posing as a device: random device and
 * client ids and the HMAC token signed with `server.secret`.
 */
export async function deviceServerHeaders({ params, kv, clock }: DeviceServerAuthDeps): Promise<Record<string, string>> {
  const deviceId = randomUUID();
  const clientId = randomUUID();
  const secret = await params.text('server.secret');
  await kv.set(tmpRegisterKey(deviceId), 'true', TMP_REGISTER_TTL_SECONDS);
  const token = websocketToken(secret, clientId, deviceId, Math.floor(clock.now() / 1000));
  return { 'device-id': deviceId, 'client-id': clientId, authorization: `Bearer ${token}` };
}
