import {
  ACTIVATION_CODE_PATTERN,
  ErrorCode,
  normalizeMac,
  type AgentMemoryInput,
  type BoundDevice,
  type DeviceConnectionGuide,
  type DeviceManualAddInput,
  type DeviceUpdateInput,
} from '@vox/contracts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import type { AgentsService } from '../agents/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { DeviceAddressBookPurge } from '../address-book/index.ts';
import type { Repositories } from '../repositories.ts';
import type { ActivationCodes } from './activation-codes.ts';
import type { BindAttempts } from './bind-attempts.ts';
import { toBoundDevice } from './device-views.ts';
import type { DeviceRow } from './devices.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'devices' | 'pendingDevices'>;

export interface DevicesDeps {
  repos: UsedRepositories;
  /** Clears an unbound device's address-book rows. */
  purgeAddressBook: DeviceAddressBookPurge;
  agents: AgentsService;
  activation: ActivationCodes;
  bindAttempts: BindAttempts;
  params: ParamsService;
  clock: Clock;
}

/** The console side of devices; every call is owner-scoped. */
export class DevicesService {
  readonly #deps: DevicesDeps;

  constructor(deps: DevicesDeps) {
    this.#deps = deps;
  }

  async listForAgent(userId: string, agentId: string): Promise<BoundDevice[]> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    return (await this.#deps.repos.devices.listForAgent(userId, agent.id)).map(toBoundDevice);
  }

  /** Binds the device that announced `code`; a code works once. */
  async bind(userId: string, agentId: string, rawCode: string): Promise<void> {
    const { repos, activation, bindAttempts } = this.#deps;
    const agent = await this.#deps.agents.owned(userId, agentId);
    const code = rawCode.trim();
    if (code === '') throw new AppError(ErrorCode.ACTIVATION_CODE_EMPTY);
    await bindAttempts.assertAllowed(userId);
    const mac = ACTIVATION_CODE_PATTERN.test(code) ? await activation.deviceOf(code) : null;
    if (mac && (await repos.devices.findById(mac))) throw new AppError(ErrorCode.DEVICE_ALREADY_ACTIVATED);
    const pending = mac ? await activation.claim(code) : null;
    if (!pending) {
      await bindAttempts.recordMiss(userId);
      throw new AppError(ErrorCode.ACTIVATION_CODE_WRONG);
    }
    await this.#insert({ userId, agentId: agent.id, mac: pending.mac_address, board: pending.board, appVersion: pending.app_version, seenNow: true }, ErrorCode.DEVICE_ALREADY_ACTIVATED);
    await repos.pendingDevices.deleteByMac(pending.mac_address);
  }

  /** Adds a device by MAC without a code (upstream `/device/manual-add`). */
  async manualAdd(userId: string, input: DeviceManualAddInput): Promise<void> {
    const agent = await this.#deps.agents.owned(userId, input.agentId);
    const mac = normalizeMac(input.macAddress);
    if (await this.#deps.repos.devices.findById(mac)) throw new AppError(ErrorCode.MAC_EXISTS);
    await this.#insert({ userId, agentId: agent.id, mac, board: input.board, appVersion: input.appVersion, seenNow: false }, ErrorCode.MAC_EXISTS);
    await this.#deps.activation.discard(mac);
    await this.#deps.repos.pendingDevices.deleteByMac(mac);
  }

  async #insert(
    device: { userId: string; agentId: string; mac: string; board: string; appVersion: string | null; seenNow: boolean },
    duplicate: typeof ErrorCode.DEVICE_ALREADY_ACTIVATED | typeof ErrorCode.MAC_EXISTS,
  ): Promise<void> {
    const now = isoFromNow(this.#deps.clock);
    const row: DeviceRow = {
      id: device.mac,
      user_id: device.userId,
      mac_address: device.mac,
      last_connected_at: device.seenNow ? now : null,
      auto_update: 1,
      board: device.board,
      alias: null,
      agent_id: device.agentId,
      app_version: device.appVersion,
      // Learned from the first check-in after binding (trust on first use, see OtaService).
      client_id: null,
      sort: 0,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.#deps.repos.devices.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(duplicate);
      throw error;
    }
  }

  /**
   * Upstream's `PUT /agent/saveMemory/{mac}`: saved through the agent's own update, so its memory rules and version
   * history apply. Another user's device answers like a missing one.
   */
  async saveAgentMemory(userId: string, macAddress: string, input: AgentMemoryInput): Promise<void> {
    const device = await this.#deps.repos.devices.findById(normalizeMac(macAddress));
    if (!device || device.user_id !== userId) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.device]);
    if (!device.agent_id) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.agent]);
    await this.#deps.agents.update(userId, device.agent_id, { summaryMemory: input.summaryMemory });
  }

  /** Upstream deletes the device row on unbind. */
  async unbind(userId: string, deviceId: string): Promise<void> {
    const mac = normalizeMac(deviceId);
    if (!(await this.#deps.repos.devices.deleteOwned(mac, userId))) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.device]);
    // Upstream clears the device's address-book rows with it.
    await this.#deps.purgeAddressBook(mac);
  }

  async update(userId: string, deviceId: string, input: DeviceUpdateInput): Promise<void> {
    const patch = {
      ...(input.alias != null ? { alias: input.alias } : {}),
      ...(input.autoUpdate != null ? { auto_update: input.autoUpdate } : {}),
      updated_at: isoFromNow(this.#deps.clock),
    };
    if (!(await this.#deps.repos.devices.updateOwned(normalizeMac(deviceId), userId, patch))) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.device]);
  }

  /** The OTA address to flash: param `server.ota`, else this console's own `/xiaozhi/ota/`. */
  async connectionGuide(requestOrigin: string): Promise<DeviceConnectionGuide> {
    const configured = await this.#deps.params.text('server.ota');
    return configured ? { otaUrl: configured, otaConfigured: true } : { otaUrl: `${requestOrigin}/xiaozhi/ota/`, otaConfigured: false };
  }
}
