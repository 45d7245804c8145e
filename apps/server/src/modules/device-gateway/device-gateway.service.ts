import { ASSETS_URL_TOOL, deviceGatewayMessages, ErrorCode, normalizeMac, REBOOT_TOOL, type AssetsFlashResult, type DeviceToolCallInput, type DeviceToolList } from '@vox/contracts';
import { randomInt } from 'node:crypto';
import { gatewayClientId, sendDeviceMcp, type GatewayAnswer, type GatewayTarget } from '../../integrations/mqtt-gateway/gateway-commands.ts';
import { describeNetFailure } from '../../integrations/net/net-failure.ts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ParamsService } from '../params/index.ts';
import type { DeviceDirectory } from '../devices/index.ts';

export type DeviceMcpSender = (target: GatewayTarget, clientId: string, request: { method: string; params: Record<string, unknown> }) => Promise<GatewayAnswer>;

export interface DeviceGatewayDeps {
  /** Whose device a tool call goes to. */
  devices: Pick<DeviceDirectory, 'findById'>;
  params: ParamsService;
  kv: KeyValueStore;
  clock: Clock;
  /** Defaults to the gateway's HTTP admin API with the given deadline. */
  send?: DeviceMcpSender;
  timeoutMs: number;
}

/** Legacy register codes live a day under upstream's key. */
const REGISTER_CODE_TTL_SECONDS = 24 * 60 * 60;
/** Tool list pages read before giving up on finding a tool (a device answers a handful). */
const MAX_TOOL_PAGES = 10;
export const registerCodeKey = (code: string) => `sys:device:captcha:${code}`;

/** Device tools through the MQTT gateway and the legacy register code. */
export class DeviceGatewayService {
  readonly #deps: DeviceGatewayDeps;
  readonly #send: DeviceMcpSender;

  constructor(deps: DeviceGatewayDeps) {
    this.#deps = deps;
    this.#send = deps.send ?? ((target, clientId, request) => sendDeviceMcp(target, clientId, request, { now: new Date(deps.clock.now()), timeoutMs: deps.timeoutMs }));
  }

  async listTools(userId: string, deviceId: string): Promise<DeviceToolList> {
    const result = await this.#call(userId, deviceId, { method: 'tools/list', params: { withUserTools: true } });
    const tools = (result as { tools?: unknown } | null)?.tools;
    return { ...(typeof result === 'object' && result !== null ? result : {}), tools: Array.isArray(tools) ? tools : [] };
  }

  callTool(userId: string, deviceId: string, input: DeviceToolCallInput): Promise<unknown> {
    return this.#call(userId, deviceId, { method: 'tools/call', params: { name: input.name, arguments: input.arguments } });
  }

  /**
   * Points the device at an assets file and restarts it to fetch it, as upstream's theme generator does: the tool must
   * be in the device's list first (firmware before 2.0.0 lacks it). A reboot that gets no answer still counts as sent:
   * the device may drop off before it replies.
   */
  async flashAssets(userId: string, deviceId: string, url: string): Promise<AssetsFlashResult> {
    const names = await this.#toolNames(userId, deviceId);
    if (!names.includes(ASSETS_URL_TOOL)) throw new AppError(ErrorCode.DEVICE_OFFLINE, [deviceId.trim()], deviceGatewayMessages.noAssetsTool);
    const result = await this.callTool(userId, deviceId, { name: ASSETS_URL_TOOL, arguments: { url } });
    const answer = toolText(result);
    if ((result as { isError?: unknown } | null)?.isError === true) throw new AppError(ErrorCode.DEVICE_OFFLINE, [answer], deviceGatewayMessages.toolRefused);
    const rebooted = names.includes(REBOOT_TOOL) && (await this.callTool(userId, deviceId, { name: REBOOT_TOOL, arguments: {} }).then(() => true, () => false));
    return { url, answer, rebooted };
  }

  /**
   * Every tool name, page by page: the firmware cuts its list at about 8 KB and answers `nextCursor`, and the user-only
   * tools (the assets one among them) come last.
   */
  async #toolNames(userId: string, deviceId: string): Promise<unknown[]> {
    const names: unknown[] = [];
    let cursor: unknown;
    for (let page = 0; page < MAX_TOOL_PAGES; page += 1) {
      const result = (await this.#call(userId, deviceId, { method: 'tools/list', params: { withUserTools: true, ...(cursor ? { cursor } : {}) } })) as { tools?: unknown; nextCursor?: unknown } | null;
      if (Array.isArray(result?.tools)) names.push(...result.tools.map((tool) => (tool as { name?: unknown } | null)?.name));
      cursor = result?.nextCursor;
      if (typeof cursor !== 'string' || cursor === '') break;
    }
    return names;
  }

  /** A fresh 6-digit code that maps to the MAC for a day; codes in use are not handed out twice. */
  async registerCode(macAddress: string): Promise<string> {
    const mac = normalizeMac(macAddress);
    for (;;) {
      const code = String(randomInt(100_000, 1_000_000));
      if (await this.#deps.kv.setIfAbsent(registerCodeKey(code), mac, REGISTER_CODE_TTL_SECONDS)) return code;
    }
  }

  async #call(userId: string, rawDeviceId: string, request: { method: string; params: Record<string, unknown> }): Promise<unknown> {
    const deviceId = rawDeviceId.trim();
    if (deviceId === '') throw new AppError(ErrorCode.DEVICE_ID_EMPTY);
    const device = await this.#deps.devices.findById(normalizeMac(deviceId));
    if (!device || device.user_id !== userId) throw new AppError(ErrorCode.DEVICE_OFFLINE, [deviceId]);
    const target = await this.#target();
    const answer = await this.#send(target, gatewayClientId(device.board, device.mac_address), request);
    if (answer.ok) return answer.result ?? null;
    if (answer.failure === 'device') throw new AppError(ErrorCode.DEVICE_OFFLINE, [`${deviceId} (${answer.detail})`]);
    const detail = answer.failure === 'status' ? answer.detail : describeNetFailure(answer.failure, answer.detail);
    throw new AppError(ErrorCode.DEVICE_OFFLINE, [detail], deviceGatewayMessages.failed);
  }

  /** 10194 saying what to configure when the gateway's address or signature key is unset. */
  async #target(): Promise<GatewayTarget> {
    const [api, signatureKey] = await Promise.all([this.#deps.params.text('server.mqtt_manager_api'), this.#deps.params.text('server.mqtt_signature_key')]);
    if (!api || !signatureKey) throw new AppError(ErrorCode.DEVICE_OFFLINE, [], deviceGatewayMessages.notConfigured);
    return { api, signatureKey };
  }
}

/** The texts of an MCP tool result (`{content: [{type: 'text', text}]}`), else the result as JSON. */
function toolText(result: unknown): string {
  const content = (result as { content?: unknown } | null)?.content;
  const texts = Array.isArray(content) ? content.map((item) => (item as { text?: unknown } | null)?.text).filter((text): text is string => typeof text === 'string') : [];
  return (texts.length > 0 ? texts.join('\n') : JSON.stringify(result ?? null)).slice(0, 500);
}
