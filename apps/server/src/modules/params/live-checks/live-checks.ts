import { isEmpty } from '@vox/contracts';
import { checkHealthUrl, MCP_RULE, OTA_RULE, VOICEPRINT_RULE } from './health-url-check.ts';
import type { LiveCheckDeps } from './live-check-deps.ts';
import { checkMqttSignatureKey } from './mqtt-key-check.ts';
import { checkWebsocketList } from './websocket-check.ts';

type Check = (value: string, deps: LiveCheckDeps) => Promise<void> | void;

/** Params whose value is proven against the real service before it is saved. */
const CHECKS: Record<string, Check> = {
  'server.websocket': checkWebsocketList,
  'server.ota': (value, deps) => checkHealthUrl(value, OTA_RULE, deps),
  'server.mcp_endpoint': (value, deps) => checkHealthUrl(value, MCP_RULE, deps),
  'server.voice_print': (value, deps) => checkHealthUrl(value, VOICEPRINT_RULE, deps),
  'server.mqtt_signature_key': checkMqttSignatureKey,
};

/** Throws the check's AppError; "null" (the unset marker) is always accepted so a setting can be switched off. */
export async function runLiveCheck(code: string, value: string, deps: LiveCheckDeps): Promise<void> {
  const check = CHECKS[code];
  if (!check || isEmpty(value.trim())) return;
  await check(value, deps);
}
