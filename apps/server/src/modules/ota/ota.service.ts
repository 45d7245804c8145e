import { DEVICE_ID_HEADER_PATTERN, normalizeMac, type OtaDeviceReport, type OtaResponse } from '@vox/contracts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { ActivationCodes } from '../devices/activation-codes.ts';
import type { DeviceRow, DevicesRepository } from '../devices/devices.repository.ts';
import type { ParamsService } from '../params/params.service.ts';
import { loadConnectionParams, type ConnectionParams } from './connection-params.ts';
import type { FirmwareCatalog } from './firmware-catalog.ts';
import { mqttCredentials } from './mqtt-credentials.ts';
import { serverTime } from './server-time.ts';
import { websocketToken } from './websocket-token.ts';

/** Upstream's placeholder for "no image for an unactivated device" (upstream.md §4.1). */
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
  activation: ActivationCodes;
  params: ParamsService;
  firmware: FirmwareCatalog;
  clock: Clock;
}

const reportedBoard = (report: OtaDeviceReport) => report?.board?.type || report?.chip_model_name || undefined;

/** The firmware's side (upstream.md §4): check-in with activation, connection settings, firmware offer. */
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
    const version = request.report?.application?.version;
    const [device, settings] = await Promise.all([this.#deps.devices.findById(mac), loadConnectionParams(this.#deps.params)]);
    const time = serverTime(this.#deps.clock);
    if (!device) {
      const code = await this.#deps.activation.codeFor({
        id: deviceId,
        mac_address: mac,
        board: reportedBoard(request.report) ?? 'unknown',
        app_version: version ?? null,
        deviceId,
      });
      const message = settings.frontedUrl ? `${settings.frontedUrl}\n${code}` : code;
      return { server_time: time, activation: { code, message, challenge: deviceId }, firmware: { version: version ?? '', url: INVALID_FIRMWARE_URL } };
    }
    const seen = await this.#recordCheckIn(device, request.report);
    return {
      server_time: time,
      ...(seen.auto_update === 1 ? { firmware: await this.#firmwareOffer(seen, request.origin) } : {}),
      websocket: this.#websocket(settings, request, deviceId),
      ...this.#mqtt(settings, seen, deviceId, request.clientIp),
    };
  }

  /** Every check-in of a bound device refreshes what the console shows: last seen, board, firmware. */
  async #recordCheckIn(device: DeviceRow, report: OtaDeviceReport): Promise<DeviceRow> {
    const now = isoFromNow(this.#deps.clock);
    const checkIn = {
      last_connected_at: now,
      app_version: report?.application?.version ?? device.app_version,
      board: reportedBoard(report) ?? device.board,
      updated_at: now,
    };
    await this.#deps.devices.recordCheckIn(device.id, checkIn);
    return { ...device, ...checkIn };
  }

  async #firmwareOffer(device: DeviceRow, origin: string): Promise<{ version: string; url: string }> {
    const current = device.app_version ?? '';
    return (await this.#deps.firmware.newerThan(device.board, current, origin)) ?? { version: current, url: '' };
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

  /** 200 once the device is bound, 202 while the firmware should keep polling (upstream.md §4.4). */
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
