import { normalizeMac, type AppLocale, type DoctorFinding, type DoctorReport } from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import type { MqttGatewayStatusReader } from '../../integrations/mqtt-gateway/gateway-status.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskConfig } from '../../lib/secret-masking.ts';
import { failureMessage } from '../../plugins/app/error-mapping.ts';
import type { DeviceServerApiService } from '../device-server-api/index.ts';
import { loadConnectionParams, type OtaService } from '../ota/index.ts';
import { isLoopbackHost, runLiveCheck, type LiveCheckDeps, type ParamsService } from '../params/index.ts';
import { DOCTOR_WORDS, type DoctorWord } from './doctor-words.ts';

const WRONG_SECRET_KEY = 'device-server:wrong-secret';
const WRONG_SECRET_WINDOW_SECONDS = 86_400;
/** Upstream seeds server.fronted_url (and its placeholder URLs) with this host (upstream.md §7.1). */
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
 * The endpoint doctor (issue 14 part 6): the answers a device and a device server get, built without recording a
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
    const { params, ota } = this.#deps;
    const settings = await loadConnectionParams(params);
    const mac = request.mac ? normalizeMac(request.mac) : null;
    const say = (word: DoctorWord, ...args: string[]) => DOCTOR_WORDS[word][request.locale].replace(/\{(\d+)\}/g, (_, i: string) => args[Number(i)] ?? '');
    const explain = (error: unknown) => (error instanceof AppError ? failureMessage({ status: 200, code: error.code, params: error.params, message: error.localizedMessage }, request.locale) : String((error as Error)?.message ?? error));
    const findings: DoctorFinding[] = [];
    const add = (subject: DoctorFinding['subject'], address: string | null, level: DoctorFinding['level'], message: string) => findings.push({ subject, address, level, message });
    const live = async (subject: DoctorFinding['subject'], code: string, value: string) => {
      try {
        await runLiveCheck(code, value, this.#deps.liveChecks);
        add(subject, value, 'ok', say('okAddress', value));
      } catch (error) {
        add(subject, value, 'problem', explain(error));
      }
    };

    if (!settings.frontedUrl) add('frontedUrl', null, 'warning', say('frontedUnset'));
    else if (isLoopbackHost(hostOf(settings.frontedUrl))) add('frontedUrl', settings.frontedUrl, 'problem', say('frontedLoopback', settings.frontedUrl));
    else if (hostOf(settings.frontedUrl) === UPSTREAM_PLACEHOLDER_HOST) add('frontedUrl', settings.frontedUrl, 'warning', say('frontedPlaceholder', settings.frontedUrl));
    else add('frontedUrl', settings.frontedUrl, 'ok', say('frontedOk'));

    const otaParam = await params.text('server.ota');
    const otaUrl = otaParam || `${request.origin}/xiaozhi/ota/`;
    if (otaParam) await live('ota', 'server.ota', otaParam);
    else if (isLoopbackHost(request.hostname)) add('ota', otaUrl, 'problem', say('otaUnsetLoopback', otaUrl));
    else add('ota', otaUrl, 'warning', say('otaUnset', otaUrl));

    const guessed = `ws://${request.hostname}:8000/xiaozhi/v1/`;
    if (settings.websocketUrls.length === 0) add('websocket', guessed, 'problem', say('websocketUnset', guessed));
    for (const url of settings.websocketUrls) {
      await live('websocket', 'server.websocket', url);
      if (url.startsWith('ws://') && request.pageProtocol === 'https') add('websocket', url, 'warning', say('mixedContent', url));
      if (url.startsWith('ws://') && otaUrl.startsWith('https://')) add('websocket', url, 'warning', say('plainAfterTls', url));
    }

    if (!settings.mqttGateway) add('mqtt', null, 'ok', say('mqttUnused'));
    else if (!settings.mqttSignatureKey) add('mqtt', settings.mqttGateway, 'problem', say('mqttNoKey'));
    else if (isLoopbackHost(hostOf(settings.mqttGateway))) add('mqtt', settings.mqttGateway, 'problem', say('mqttLoopback', settings.mqttGateway));
    else add('mqtt', settings.mqttGateway, 'ok', say('mqttOk', settings.mqttGateway));

    await this.#checkGateway(add, say, explain);
    await this.#checkSecret(settings, add, say);

    const otaAnswer = await ota.preview(mac, { clientId: mac ?? undefined, hostname: request.hostname, origin: request.origin, clientIp: request.clientIp });
    const agentModels = mac ? await this.#agentModels(mac, otaAnswer.activation !== undefined, add, say, explain) : null;
    return {
      mac,
      otaUrl,
      otaAnswer: otaAnswer as Record<string, unknown>,
      websocketUrls: settings.websocketUrls,
      mqtt: (otaAnswer.mqtt as Record<string, unknown> | undefined) ?? null,
      agentModels,
      findings,
    };
  }

  async #checkGateway(add: Adder, say: Say, explain: (error: unknown) => string): Promise<void> {
    const address = await this.#deps.params.text('server.mqtt_manager_api');
    if (!address) return void add('gateway', null, 'ok', say('gatewayUnset'));
    try {
      await this.#deps.gateway.status({ address, signatureKey: await this.#deps.params.text('server.mqtt_signature_key'), clientIds: [] });
      add('gateway', address, 'ok', say('gatewayOk', address));
    } catch (error) {
      add('gateway', address, 'problem', say('gatewayFailed', address, explain(error)));
    }
  }

  async #checkSecret(settings: Awaited<ReturnType<typeof loadConnectionParams>>, add: Adder, say: Say): Promise<void> {
    if (!settings.secret) add('secret', null, 'problem', say('secretUnset'));
    else {
      const wrong = await this.#deps.kv.get(WRONG_SECRET_KEY);
      const last = wrong ? (JSON.parse(wrong) as { at: string; ip: string }) : null;
      if (last) add('secret', null, 'problem', say('secretWrong', last.at, last.ip));
      else add('secret', null, 'ok', say('secretOk'));
    }
    if (!settings.authEnabled) add('secret', null, 'warning', say('authDisabled'));
  }

  async #agentModels(mac: string, unbound: boolean, add: Adder, say: Say, explain: (error: unknown) => string): Promise<Record<string, unknown> | null> {
    if (unbound) {
      add('agentModels', mac, 'warning', say('deviceUnknown', mac));
      return null;
    }
    try {
      const config = await this.#deps.deviceServerApi.agentModels({ macAddress: mac, clientId: mac, selectedModule: {} }, undefined, { record: false });
      add('agentModels', mac, 'ok', say('agentModelsOk', mac));
      return maskConfig(config as Record<string, unknown>);
    } catch (error) {
      add('agentModels', mac, 'problem', explain(error));
      return null;
    }
  }
}

type Adder = (subject: DoctorFinding['subject'], address: string | null, level: DoctorFinding['level'], message: string) => void;
type Say = (word: DoctorWord, ...args: string[]) => string;
