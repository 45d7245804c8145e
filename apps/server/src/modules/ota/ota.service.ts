import { ACTIVATION_CODE_TTL_SECONDS, DEVICE_ID_HEADER_PATTERN, ErrorCode, normalizeMac, type OtaDeviceReport, type OtaResponse } from '@vox/contracts';
import { KeyValueStoreUnavailableError, type KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { ActivationCodes } from '../devices/index.ts';
import type { DeviceRow, DevicesRepository, PendingDevicesRepository } from '../devices/index.ts';
import { newId } from '../../lib/ids.ts';
import type { ParamsService } from '../params/index.ts';
import { loadConnectionParams, type ConnectionParams } from './connection-params.ts';
import type { FirmwareCatalog } from './firmware-catalog.ts';
import type { LastSeenBatcher } from './last-seen-batcher.ts';
import { mqttCredentials } from './mqtt-credentials.ts';
import { serverTime } from './server-time.ts';
import { websocketToken } from './websocket-token.ts';

/** Upstream's placeholder for "no image for an unactivated device". */
export const INVALID_FIRMWARE_URL = 'http://xiaozhi.server.com:8002/xiaozhi/otaMag/download/NOT_ACTIVATED_FIRMWARE_THIS_IS_A_INVALID_URL';

export interface CheckIn {
  deviceId: string | undefined;
  clientId: string | undefined;
  report: OtaDeviceReport;
  /** Host name of this request, for the WebSocket address when `server.websocket` is unset. */
  hostname: string;
  /** `scheme://host[:port]` of this request, for firmware download addresses when `server.ota` is unset. */
  origin: string;
  clientIp: string;
}

export interface OtaDeps {
  devices: DevicesRepository;
  /** Where last-seen times go: batched in production (last-seen-batcher.ts). */
  lastSeen: Pick<LastSeenBatcher, 'record'>;
  /** Devices waiting to be bound: written when a code is issued, never on a check-in that reuses it. */
  pendingDevices: PendingDevicesRepository;
  kv: KeyValueStore;
  activation: ActivationCodes;
  params: ParamsService;
  firmware: FirmwareCatalog;
  clock: Clock;
}

/** Pending activations one client address may open in 24 h. */
export const MAX_PENDING_PER_ADDRESS = 10_000;

const reportedBoard = (report: OtaDeviceReport) => report?.board?.type || report?.chip_model_name || undefined;

/** The firmware's side: check-in with activation, connection settings, firmware offer. */
export class OtaService {
  readonly #deps: OtaDeps;

  constructor(deps: OtaDeps) {
    this.#deps = deps;
  }

  async checkIn(request: CheckIn): Promise<OtaResponse> {
    const deviceId = request.deviceId?.trim() ?? '';
    if (deviceId === '') return { error: 'Device ID is required' };
    if (!DEVICE_ID_HEADER_PATTERN.test(deviceId)) return { error: 'Invalid device ID' };
    const mac = normalizeMac(deviceId);
    const [device, settings] = await Promise.all([this.#deps.devices.findById(mac), loadConnectionParams(this.#deps.params)]);
    const time = serverTime(this.#deps.clock);
    if (!device) return { server_time: time, ...(await this.#activation(request, deviceId, mac, settings)) };
    const seen = await this.#recordCheckIn(device, request.report, request.clientId?.trim() || null);
    return {
      server_time: time,
      ...(seen.auto_update === 1 ? { firmware: await this.#firmwareOffer(seen, request.origin) } : {}),
      websocket: this.#websocket(settings, request, deviceId),
      ...this.#mqtt(settings, seen, deviceId, request.clientIp),
    };
  }

  /** An unbound device gets its activation code (with the console address to bind it) and no image. */
  async #activation(request: CheckIn, deviceId: string, mac: string, settings: ConnectionParams): Promise<Pick<OtaResponse, 'activation' | 'firmware'>> {
    const existing = await this.#deps.activation.pendingCode(mac);
    if (!existing && !(await this.#mayOpenPendingCode(request.clientIp))) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
    const version = request.report?.application?.version;
    const board = reportedBoard(request.report) ?? 'unknown';
    // A device showing its code asks again every few seconds until bound: its code was just read, so reuse it.
    const code = existing ?? (await this.#deps.activation.codeFor({ id: deviceId, mac_address: mac, board, app_version: version ?? null, deviceId }));
    if (code !== existing) {
      await this.#deps.pendingDevices.upsert({ mac_address: mac, id: newId(), board, app_version: version ?? null, activation_code: code, checked_in_at: isoFromNow(this.#deps.clock) });
    }
    const message = settings.frontedUrl ? `${settings.frontedUrl}\n${code}` : code;
    return { activation: { code, message, challenge: deviceId }, firmware: { version: version ?? '', url: INVALID_FIRMWARE_URL } };
  }

  /**
   * One address may open a bounded number of pending activations a day (a large fleet behind one NAT fits): each unknown
   * MAC costs two key-value rows, and the check-in needs no sign-in. A device that already has a code keeps it.
   */
  async #mayOpenPendingCode(clientIp: string): Promise<boolean> {
    return (await this.#deps.kv.increment(`ota:pending:ip:${clientIp}`, ACTIVATION_CODE_TTL_SECONDS)) <= MAX_PENDING_PER_ADDRESS;
  }

  /**
   * Every check-in of a bound device refreshes last seen, board and firmware version. The protocol carries no device
   * credential, so the first Client-Id after binding is kept and a check-in from another one (someone who only knows
   * the MAC) changes nothing but last seen: it cannot change which images the real device is offered. A check-in that
   * changes nothing but the time (nearly all of them) only queues the time for the next batch.
   */
  async #recordCheckIn(device: DeviceRow, report: OtaDeviceReport, clientId: string | null): Promise<DeviceRow> {
    const now = isoFromNow(this.#deps.clock);
    const trusted = device.client_id === null || device.client_id === clientId;
    const changes = {
      app_version: trusted ? (report?.application?.version ?? device.app_version) : device.app_version,
      board: trusted ? (reportedBoard(report) ?? device.board) : device.board,
      client_id: device.client_id ?? clientId,
    };
    const changed = changes.app_version !== device.app_version || changes.board !== device.board || changes.client_id !== device.client_id;
    if (changed) await this.#deps.devices.recordCheckIn(device.id, { ...changes, last_connected_at: now, updated_at: now });
    else await this.#deps.lastSeen.record(device.id, now);
    return { ...device, ...changes, last_connected_at: now, ...(changed ? { updated_at: now } : {}) };
  }

  /** The download link lives in the key-value store: while that is away nothing is offered, and the next check-in asks again. */
  async #firmwareOffer(device: DeviceRow, origin: string): Promise<{ version: string; url: string }> {
    const current = device.app_version ?? '';
    const none = { version: current, url: '' };
    try {
      return (await this.#deps.firmware.newerThan(device.board, current, origin)) ?? none;
    } catch (error) {
      if (error instanceof KeyValueStoreUnavailableError) return none;
      throw error;
    }
  }

  /** The first `server.websocket` entry, else this host on xiaozhi-server's default port 8000. */
  #websocket(settings: ConnectionParams, request: CheckIn, deviceId: string): { url: string; token: string } {
    const url = settings.websocketUrls[0] ?? `ws://${request.hostname}:8000/xiaozhi/v1/`;
    if (!settings.authEnabled || !settings.secret) return { url, token: '' };
    const clientId = request.clientId?.trim() || deviceId;
    return { url, token: websocketToken(settings.secret, clientId, deviceId, Math.floor(this.#deps.clock.now() / 1000)) };
  }

  #mqtt(settings: ConnectionParams, device: DeviceRow, deviceId: string, clientIp: string): Pick<OtaResponse, 'mqtt'> {
    if (!settings.mqttGateway || !settings.mqttSignatureKey) return {};
    return { mqtt: mqttCredentials({ endpoint: settings.mqttGateway, signatureKey: settings.mqttSignatureKey, board: device.board, deviceId, clientIp }) };
  }

  /**
   * The answer a check-in of `mac` would get now, built without recording anything (the endpoint doctor). An unknown
   * or missing device is shown the activation answer with its code masked: no code is issued for a look.
   */
  async preview(mac: string | null, request: Omit<CheckIn, 'deviceId' | 'report'>): Promise<OtaResponse> {
    const settings = await loadConnectionParams(this.#deps.params);
    const time = serverTime(this.#deps.clock);
    const device = mac ? await this.#deps.devices.findById(mac) : undefined;
    if (!device) {
      const code = '******';
      const message = settings.frontedUrl ? `${settings.frontedUrl}\n${code}` : code;
      return { server_time: time, activation: { code, message, challenge: mac ?? '' }, firmware: { version: '', url: INVALID_FIRMWARE_URL } };
    }
    const checkIn = { ...request, deviceId: device.mac_address, report: {} as OtaDeviceReport };
    return {
      server_time: time,
      ...(device.auto_update === 1 ? { firmware: await this.#firmwareOffer(device, request.origin) } : {}),
      websocket: this.#websocket(settings, checkIn, device.mac_address),
      ...this.#mqtt(settings, device, device.mac_address, request.clientIp),
    };
  }

  /** 200 once the device is bound, 202 while the firmware should keep polling. */
  async isActivated(deviceId: string | undefined): Promise<boolean> {
    const id = deviceId?.trim() ?? '';
    if (id === '') return false;
    return (await this.#deps.devices.findById(normalizeMac(id))) !== undefined;
  }

  /** `GET /ota/`: a plain health line; the web's param check looks for "OTA" in it. */
  async status(): Promise<string> {
    const settings = await loadConnectionParams(this.#deps.params);
    if (settings.websocketUrls.length === 0) {
      return 'OTA接口运行正常，但未配置server.websocket，设备将使用本机8000端口的websocket地址';
    }
    return `OTA接口运行正常，websocket集群数量：${settings.websocketUrls.length}`;
  }
}
