import { addressBookMessages, ErrorCode, normalizeMac, type AddressBookCallAnswer, type AddressBookCallQuery, type AppLocale } from '@vox/contracts';
import type { GatewayCaller } from '../../integrations/mqtt-gateway/gateway-calls.ts';
import type { GatewayTarget } from '../../integrations/mqtt-gateway/gateway-commands.ts';
import type { MqttGatewayStatusReader } from '../../integrations/mqtt-gateway/gateway-status.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { mqttClientId, type DeviceDirectory } from '../devices/index.ts';
import type { AgentDirectory } from '../agents/index.ts';
import type { FeaturesService } from '../features/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories } from '../repositories.ts';
import { AddressBookReads } from './address-book-reads.ts';
import { nameByMacTail } from './device-names.ts';

type UsedRepositories = Pick<Repositories, 'addressBook'>;

export interface AddressBookCallsDeps {
  repos: UsedRepositories;
  features: FeaturesService;
  params: ParamsService;
  /** The caller's and the target's devices (an entry counts while both are the owner's), and the target's client id. */
  devices: Pick<DeviceDirectory, 'byIds' | 'findById' | 'listOfUser'>;
  agents: Pick<AgentDirectory, 'namesOfUser'>;
  /** Whether the target holds a live connection to the gateway. */
  gatewayStatus: MqttGatewayStatusReader;
  /** Rings or accepts through the gateway. */
  call: GatewayCaller;
  log: Pick<Logger, 'warn'>;
}

/**
 * xiaozhi-server's `call_device` tool. Every refusal is a sentence the calling device speaks: the plugin reads `msg`
 * when `code` is not 0, and the gateway's `message` when it answers `status: error`.
 */
export class AddressBookCallsService {
  readonly #deps: AddressBookCallsDeps;
  readonly #reads: AddressBookReads;

  constructor(deps: AddressBookCallsDeps) {
    this.#deps = deps;
    this.#reads = new AddressBookReads({ book: deps.repos.addressBook, devices: deps.devices, agents: deps.agents });
  }

  async call(query: AddressBookCallQuery, locale: AppLocale): Promise<AddressBookCallAnswer> {
    const callerMac = normalizeMac(query.callerMac);
    if (query.answer) return this.#accept(callerMac);
    const unknown = new AppError(ErrorCode.DEVICE_NOT_FOUND, [query.nickname], addressBookMessages.callTargetUnknown);
    if (!(await this.#deps.features.enabled('addressBook'))) throw unknown;
    const entry = await this.#reads.callTarget(callerMac, query.nickname);
    if (!entry) throw unknown;
    if (entry.has_permission !== 1) throw new AppError(ErrorCode.FORBIDDEN, [query.nickname], addressBookMessages.callForbidden);
    const gateway = await this.#gateway();
    const target = await this.#deps.devices.findById(entry.target_mac);
    if (!target || (await this.#offline(gateway, mqttClientId(target.board, target.mac_address)))) {
      throw new AppError(ErrorCode.DEVICE_OFFLINE, [query.nickname], addressBookMessages.callTargetOffline);
    }
    const callerNickname = entry.caller_alias_at_target?.trim() || entry.caller_device_alias?.trim() || nameByMacTail(callerMac, locale);
    const answer = await this.#deps.call(gateway, { kind: 'ring', callerMac, targetMac: entry.target_mac, callerNickname });
    if (!answer.ok) {
      this.#deps.log.warn({ detail: answer.detail }, 'MQTT gateway call request failed');
      throw new AppError(ErrorCode.DEVICE_OFFLINE, [], addressBookMessages.callFailed);
    }
    return { status: answer.status ?? 'success', message: answer.message ?? '', targetMac: entry.target_mac, callerNickname };
  }

  async #accept(mac: string): Promise<AddressBookCallAnswer> {
    const answer = await this.#deps.call(await this.#gateway(), { kind: 'accept', mac });
    if (!answer.ok) {
      this.#deps.log.warn({ detail: answer.detail }, 'MQTT gateway call accept failed');
      throw new AppError(ErrorCode.DEVICE_OFFLINE, [], addressBookMessages.answerFailed);
    }
    return { status: answer.status ?? 'success', message: answer.message ?? '', targetMac: null, callerNickname: null };
  }

  /** Calls go through the MQTT gateway only; without its address and key there is no way to ring a device. */
  async #gateway(): Promise<GatewayTarget> {
    const [api, signatureKey] = await Promise.all([this.#deps.params.text('server.mqtt_manager_api'), this.#deps.params.text('server.mqtt_signature_key')]);
    if (!api || !signatureKey) throw new AppError(ErrorCode.DEVICE_OFFLINE, [], addressBookMessages.callUnavailable);
    return { api, signatureKey };
  }

  /** Offline only when the gateway says so: a status API that does not answer leaves the ring itself to tell. */
  async #offline(gateway: GatewayTarget, clientId: string): Promise<boolean> {
    try {
      const status = await this.#deps.gatewayStatus.status({ address: gateway.api, signatureKey: gateway.signatureKey, clientIds: [clientId] });
      return status[clientId]?.isAlive !== true;
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'MQTT gateway status failed before a call');
      return false;
    }
  }
}
