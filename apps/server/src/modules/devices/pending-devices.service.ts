import { ACTIVATION_CODE_PATTERN, ACTIVATION_CODE_TTL_SECONDS, ErrorCode, type PendingBindInput, type PendingDevice } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import type { AuthUser } from '../sessions/index.ts';
import type { Repositories } from '../repositories.ts';
import type { ActivationCodes } from './activation-codes.ts';
import type { BindAttempts } from './bind-attempts.ts';
import type { DevicesService } from './devices.service.ts';
import type { PendingDeviceRow } from './pending-devices.repository.ts';

type UsedRepositories = Pick<Repositories, 'pendingDevices'>;

export interface PendingDevicesDeps {
  repos: UsedRepositories;
  devices: DevicesService;
  activation: ActivationCodes;
  bindAttempts: BindAttempts;
  clock: Clock;
}

/** A list, not a search: a large fleet behind one NAT still fits, and a screen shows no more. */
const LIST_LIMIT = 500;
const CODE_MASK = '******';

/** The middle two octets hidden, as the chat history shows a MAC. */
export function maskMac(mac: string): string {
  const parts = mac.split(':');
  return parts.length === 6 ? [parts[0], parts[1], '**', '**', parts[4], parts[5]].join(':') : '**:**:**:**:**:**';
}

function toPendingDevice(row: PendingDeviceRow, revealed: boolean): PendingDevice {
  return {
    id: row.id,
    macAddress: revealed ? row.mac_address : maskMac(row.mac_address),
    board: row.board,
    appVersion: row.app_version,
    checkedInAt: row.checked_in_at,
    activationCode: revealed ? row.activation_code : CODE_MASK,
    revealed,
  };
}

/**
 * Devices that checked in without an owner while their code lives (24 h). Anyone signed in may see the list; only
 * admins see MACs and codes whole. Binding needs the code the device shows, checked against that very device, so the
 * list gives nothing that binding by code alone would not. Nothing here is keyed by client address: many devices
 * share one NAT address.
 */
export class PendingDevicesService {
  readonly #deps: PendingDevicesDeps;

  constructor(deps: PendingDevicesDeps) {
    this.#deps = deps;
  }

  async list(user: AuthUser): Promise<PendingDevice[]> {
    const { repos, clock } = this.#deps;
    const since = isoFromNow(clock, -ACTIVATION_CODE_TTL_SECONDS);
    await repos.pendingDevices.deleteBefore(since);
    const rows = await repos.pendingDevices.listSince(since, LIST_LIMIT);
    return rows.map((row) => toPendingDevice(row, user.superAdmin === 1));
  }

  /** Binds the waiting device `id` when `code` is its live code; any other code counts as a wrong guess. */
  async bind(userId: string, id: string, input: PendingBindInput): Promise<void> {
    const { repos, activation, bindAttempts, devices } = this.#deps;
    const row = await repos.pendingDevices.findById(id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.device]);
    const code = input.code.trim();
    if (code === '') throw new AppError(ErrorCode.ACTIVATION_CODE_EMPTY);
    await bindAttempts.assertAllowed(userId);
    const owner = ACTIVATION_CODE_PATTERN.test(code) ? await activation.deviceOf(code) : null;
    if (owner !== row.mac_address) {
      await bindAttempts.recordMiss(userId);
      throw new AppError(ErrorCode.ACTIVATION_CODE_WRONG);
    }
    await devices.bind(userId, input.agentId, code);
  }
}
