import { normalizeMac, type AppLocale, type DoctorFinding, type DoctorReport } from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import type { MqttGatewayStatusReader } from '../../integrations/mqtt-gateway/gateway-status.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskConfig } from '../../lib/secret-masking.ts';
import type { DeviceServerApiService } from '../device-server-api/index.ts';
import { loadConnectionParams, type ConnectionParams, type OtaService } from '../ota/index.ts';
import { isLoopbackHost, runLiveCheck, type LiveCheckDeps, type ParamsService } from '../params/index.ts';
import { DoctorFindings } from './doctor-findings.ts';

const WRONG_SECRET_KEY = 'device-server:wrong-secret';
const WRONG_SECRET_WINDOW_SECONDS = 86_400;
/** Upstream seeds server.fronted_url (and its placeholder URLs) with this host. */
const UPSTREAM_PLACEHOLDER_HOST = 'xiaozhi.server.com';

export interface EndpointDoctorDeps {
  params: ParamsService;
  ota: OtaService;
  deviceServerApi: DeviceServerApiService;
  gateway: MqttGatewayStatusReader;
  liveChecks: LiveCheckDeps;
  kv: KeyValueStore;
  clock: Clock;
}

export interface DoctorRequest {
  mac: string | undefined;
  pageProtocol: 'http' | 'https' | undefined;
  locale: AppLocale;
  /** `scheme://host[:port]` and host name the admin reached the console on, standing in for a device's. */
  origin: string;
  hostname: string;
  clientIp: string;
}

const hostOf = (raw: string) => {
  try {
    return new URL(raw.includes('://') ? raw : `tcp://${raw}`).hostname;
  } catch {
    return '';
  }
};

/**
 * The endpoint doctor: the answers a device and a device server get, built without recording a
 * check-in, and every address in them checked the way the params screen checks it (reachable within the probe
 * deadline, not loopback where a device must reach it, the right scheme), each finding in plain words.
 */
export class EndpointDoctorService {
  readonly #deps: EndpointDoctorDeps;

  constructor(deps: EndpointDoctorDeps) {
    this.#deps = deps;
  }

  /** Remembered for a day so the doctor can say a device server holds the wrong secret; wrong calls are rare. */
  async noteWrongSecret(clientIp: string): Promise<void> {
    await this.#deps.kv.set(WRONG_SECRET_KEY, JSON.stringify({ at: new Date(this.#deps.clock.now()).toISOString(), ip: clientIp }), WRONG_SECRET_WINDOW_SECONDS);
  }

  async examine(request: DoctorRequest): Promise<DoctorReport> {
    const settings = await loadConnectionParams(this.#deps.params);
    const mac = request.mac ? normalizeMac(request.mac) : null;
    const findings = new DoctorFindings(request.locale);
    this.#checkFronted(settings, findings);
    const otaUrl = await this.#checkOta(request, findings);
    await this.#checkWebsockets(settings, request, otaUrl, findings);
    this.#checkMqtt(settings, findings);
    await this.#checkGateway(findings);
    await this.#checkSecret(settings, findings);
    const otaAnswer = await this.#deps.ota.preview(mac, { clientId: mac ?? undefined, hostname: request.hostname, origin: request.origin, clientIp: request.clientIp });
    const agentModels = mac ? await this.#agentModels(mac, otaAnswer.activation !== undefined, findings) : null;
    return {
      mac,
      otaUrl,
      otaAnswer: otaAnswer as Record<string, unknown>,
      websocketUrls: settings.websocketUrls,
      mqtt: (otaAnswer.mqtt as Record<string, unknown> | undefined) ?? null,
      agentModels,
      findings: findings.list,
    };
  }

  /** A param proven the way the params screen proves it before saving. */
  async #live(subject: DoctorFinding['subject'], code: string, value: string, findings: DoctorFindings): Promise<void> {
    try {
      await runLiveCheck(code, value, this.#deps.liveChecks);
      findings.add(subject, value, 'ok', findings.say('okAddress', value));
    } catch (error) {
      findings.add(subject, value, 'problem', findings.explain(error));
    }
  }

  #checkFronted(settings: ConnectionParams, findings: DoctorFindings): void {
    const url = settings.frontedUrl;
    if (!url) findings.add('frontedUrl', null, 'warning', findings.say('frontedUnset'));
    else if (isLoopbackHost(hostOf(url))) findings.add('frontedUrl', url, 'problem', findings.say('frontedLoopback', url));
    else if (hostOf(url) === UPSTREAM_PLACEHOLDER_HOST) findings.add('frontedUrl', url, 'warning', findings.say('frontedPlaceholder', url));
    else findings.add('frontedUrl', url, 'ok', findings.say('frontedOk'));
  }

  /** The OTA address devices are flashed with: the param, else this console's own (what the usage guide shows). */
  async #checkOta(request: DoctorRequest, findings: DoctorFindings): Promise<string> {
    const configured = await this.#deps.params.text('server.ota');
    const otaUrl = configured || `${request.origin}/xiaozhi/ota/`;
    if (configured) await this.#live('ota', 'server.ota', configured, findings);
    else if (isLoopbackHost(request.hostname)) findings.add('ota', otaUrl, 'problem', findings.say('otaUnsetLoopback', otaUrl));
    else findings.add('ota', otaUrl, 'warning', findings.say('otaUnset', otaUrl));
    return otaUrl;
  }

  async #checkWebsockets(settings: ConnectionParams, request: DoctorRequest, otaUrl: string, findings: DoctorFindings): Promise<void> {
    const guessed = `ws://${request.hostname}:8000/xiaozhi/v1/`;
    if (settings.websocketUrls.length === 0) findings.add('websocket', guessed, 'problem', findings.say('websocketUnset', guessed));
    for (const url of settings.websocketUrls) {
      await this.#live('websocket', 'server.websocket', url, findings);
      if (!url.startsWith('ws://')) continue;
      if (request.pageProtocol === 'https') findings.add('websocket', url, 'warning', findings.say('mixedContent', url));
      if (otaUrl.startsWith('https://')) findings.add('websocket', url, 'warning', findings.say('plainAfterTls', url));
    }
  }

  #checkMqtt(settings: ConnectionParams, findings: DoctorFindings): void {
    const endpoint = settings.mqttGateway;
    if (!endpoint) findings.add('mqtt', null, 'ok', findings.say('mqttUnused'));
    else if (!settings.mqttSignatureKey) findings.add('mqtt', endpoint, 'problem', findings.say('mqttNoKey'));
    else if (isLoopbackHost(hostOf(endpoint))) findings.add('mqtt', endpoint, 'problem', findings.say('mqttLoopback', endpoint));
    else findings.add('mqtt', endpoint, 'ok', findings.say('mqttOk', endpoint));
  }

  async #checkGateway(findings: DoctorFindings): Promise<void> {
    const address = await this.#deps.params.text('server.mqtt_manager_api');
    if (!address) return findings.add('gateway', null, 'ok', findings.say('gatewayUnset'));
    try {
      await this.#deps.gateway.status({ address, signatureKey: await this.#deps.params.text('server.mqtt_signature_key'), clientIds: [] });
      findings.add('gateway', address, 'ok', findings.say('gatewayOk', address));
    } catch (error) {
      findings.add('gateway', address, 'problem', findings.say('gatewayFailed', address, findings.explain(error)));
    }
  }

  async #checkSecret(settings: ConnectionParams, findings: DoctorFindings): Promise<void> {
    if (!settings.secret) findings.add('secret', null, 'problem', findings.say('secretUnset'));
    else {
      const wrong = await this.#deps.kv.get(WRONG_SECRET_KEY);
      const last = wrong ? (JSON.parse(wrong) as { at: string; ip: string }) : null;
      if (last) findings.add('secret', null, 'problem', findings.say('secretWrong', last.at, last.ip));
      else findings.add('secret', null, 'ok', findings.say('secretOk'));
    }
    if (!settings.authEnabled) findings.add('secret', null, 'warning', findings.say('authDisabled'));
  }

  async #agentModels(mac: string, unbound: boolean, findings: DoctorFindings): Promise<Record<string, unknown> | null> {
    if (unbound) {
      findings.add('agentModels', mac, 'warning', findings.say('deviceUnknown', mac));
      return null;
    }
    try {
      const config = await this.#deps.deviceServerApi.agentModels({ macAddress: mac, clientId: mac, selectedModule: {} }, undefined, { record: false });
      findings.add('agentModels', mac, 'ok', findings.say('agentModelsOk', mac));
      return maskConfig(config as Record<string, unknown>);
    } catch (error) {
      findings.add('agentModels', mac, 'problem', findings.explain(error));
      return null;
    }
  }
}
