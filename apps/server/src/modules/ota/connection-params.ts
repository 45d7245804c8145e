import { isEmpty } from '@vox/contracts';
import type { ParamsService } from '../params/index.ts';

const CODES = ['server.fronted_url', 'server.websocket', 'server.auth.enabled', 'server.secret', 'server.mqtt_gateway', 'server.mqtt_signature_key'] as const;

export interface ConnectionParams {
  frontedUrl: string;
  websocketUrls: string[];
  authEnabled: boolean;
  secret: string;
  mqttGateway: string;
  mqttSignatureKey: string;
}

/** The params a check-in answer is built from, in one read; "null" and blank count as unset. */
export async function loadConnectionParams(params: ParamsService): Promise<ConnectionParams> {
  const values = await params.values(CODES);
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
