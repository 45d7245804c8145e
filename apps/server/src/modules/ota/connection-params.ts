import { isEmpty } from '@vox/contracts';
import type { ParamsService } from '../params/index.ts';

const CODES = ['server.fronted_url', 'server.websocket', 'server.auth.enabled', 'server.secret', 'server.mqtt_gateway', 'server.mqtt_signature_key'] as const;

/** Not to be changed by its readers: one object is shared by the check-ins made while the params stay the same. */
export interface ConnectionParams {
  readonly frontedUrl: string;
  readonly websocketUrls: string[];
  readonly authEnabled: boolean;
  readonly secret: string;
  readonly mqttGateway: string;
  readonly mqttSignatureKey: string;
}

/**
 * The last values read and what was made of them: the params cache hands back the same map until a write or its
 * expiry, so a check-in rebuilds the settings only when they may have changed.
 */
let parsed: { values: ReadonlyMap<string, string>; settings: ConnectionParams } | undefined;

/** The params a check-in answer is built from, in one read; "null" and blank count as unset. */
export async function loadConnectionParams(params: ParamsService): Promise<ConnectionParams> {
  const values = await params.values(CODES);
  if (parsed?.values !== values) parsed = { values, settings: connectionParamsOf(values) };
  return parsed.settings;
}

function connectionParamsOf(values: ReadonlyMap<string, string>): ConnectionParams {
  const text = (code: (typeof CODES)[number]) => {
    const value = values.get(code);
    return isEmpty(value) ? '' : value!.trim();
  };
  return {
    frontedUrl: text('server.fronted_url'),
    websocketUrls: text('server.websocket')
      .split(';')
      .map((url) => url.trim())
      .filter((url) => url !== '' && url !== 'null'),
    authEnabled: text('server.auth.enabled').toLowerCase() === 'true',
    secret: text('server.secret'),
    mqttGateway: text('server.mqtt_gateway'),
    mqttSignatureKey: text('server.mqtt_signature_key'),
  };
}
