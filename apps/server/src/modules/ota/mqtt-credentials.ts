import { createHmac } from 'node:crypto';
import { mqttClientId } from '../devices/index.ts';

export interface MqttCredentials {
  endpoint: string;
  client_id: string;
  username: string;
  password: string;
  publish_topic: string;
  subscribe_topic: string;
}

/** What the MQTT gateway expects; ':' becomes '_' in ids and topics. */
export function mqttCredentials(input: { endpoint: string; signatureKey: string; board: string | null; deviceId: string; clientIp: string }): MqttCredentials {
  const mac = input.deviceId.replaceAll(':', '_');
  const clientId = mqttClientId(input.board, input.deviceId);
  const username = Buffer.from(JSON.stringify({ ip: input.clientIp })).toString('base64');
  const password = createHmac('sha256', input.signatureKey).update(`${clientId}|${username}`).digest('base64');
  return { endpoint: input.endpoint, client_id: clientId, username, password, publish_topic: 'device-server', subscribe_topic: `devices/p2p/${mac}` };
}
