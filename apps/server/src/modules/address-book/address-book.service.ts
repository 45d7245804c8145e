import {
  addressBookMessages,
  ErrorCode,
  normalizeMac,
  type AddressBookDevice,
  type AddressBookEntry,
  type AddressBookEntryInput,
  type AddressBookEntryUpdate,
  type AddressBookLookupAnswer,
} from '@vox/contracts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { FeaturesService } from '../features/index.ts';
import type { Repositories } from '../repositories.ts';
import type { AddressBookEntryRow } from './address-book.repository.ts';

type UsedRepositories = Pick<Repositories, 'addressBook'>;

export interface AddressBookDeps {
  repos: UsedRepositories;
  features: FeaturesService;
  clock: Clock;
}

const toEntry = (row: AddressBookEntryRow): AddressBookEntry => ({
  targetMac: row.target_mac,
  alias: row.alias,
  hasPermission: row.has_permission === 1,
  targetDeviceAlias: row.target_device_alias,
  targetAgentName: row.target_agent_name,
  updatedAt: formatGmt8(row.updated_at),
});

/** Device address books: owner-scoped entries and xiaozhi-server's nickname lookup. */
export class AddressBookService {
  readonly #deps: AddressBookDeps;

  constructor(deps: AddressBookDeps) {
    this.#deps = deps;
  }

  async devices(userId: string): Promise<AddressBookDevice[]> {
    const rows = await this.#deps.repos.addressBook.devicesOfUser(userId);
    return rows.map((row) => ({ macAddress: row.id, alias: row.alias, board: row.board, agentId: row.agent_id, agentName: row.agent_name }));
  }

  /** Another user's device answers exactly like a missing one (612). */
  async #ownDevice(userId: string, mac: string): Promise<string> {
    const id = normalizeMac(mac);
    if (!(await this.#deps.repos.addressBook.ownsDevice(userId, id))) throw new AppError(ErrorCode.NOT_FOUND, [addressBookMessages.device]);
    return id;
  }

  async list(userId: string, mac: string): Promise<AddressBookEntry[]> {
    const id = await this.#ownDevice(userId, mac);
    return (await this.#deps.repos.addressBook.listOf(userId, id)).map(toEntry);
  }

  async add(userId: string, mac: string, input: AddressBookEntryInput): Promise<AddressBookEntry> {
    const { addressBook } = this.#deps.repos;
    const id = await this.#ownDevice(userId, mac);
    const target = normalizeMac(input.targetMac);
    if (target === id) throw new AppError(ErrorCode.BAD_REQUEST, [], addressBookMessages.selfTarget);
    if (!(await addressBook.ownsDevice(userId, target))) throw new AppError(ErrorCode.BAD_REQUEST, [target], addressBookMessages.targetNotOwned);
    if (await addressBook.findEntry(userId, id, target)) throw new AppError(ErrorCode.EXISTS, [target], addressBookMessages.entryExists);
    await this.#aliasFree(userId, id, input.alias, target);
    const now = isoFromNow(this.#deps.clock);
    // Rows left by a device that was unbound and bound again are replaced, not resurrected.
    await addressBook.delete(userId, id, target);
    await this.#unique(input.alias, () =>
      addressBook.insert({ mac_address: id, target_mac: target, user_id: userId, alias: input.alias, has_permission: input.hasPermission ? 1 : 0, created_at: now, updated_at: now }),
    );
    return toEntry((await addressBook.findEntry(userId, id, target))!);
  }

  async update(userId: string, mac: string, targetMac: string, input: AddressBookEntryUpdate): Promise<AddressBookEntry> {
    const { addressBook } = this.#deps.repos;
    const id = await this.#ownDevice(userId, mac);
    const target = normalizeMac(targetMac);
    if (!(await addressBook.findEntry(userId, id, target))) throw new AppError(ErrorCode.NOT_FOUND, [addressBookMessages.entry]);
    await this.#aliasFree(userId, id, input.alias, target);
    const changes = { alias: input.alias, has_permission: input.hasPermission ? 1 : 0, updated_at: isoFromNow(this.#deps.clock) };
    await this.#unique(input.alias, () => addressBook.update(userId, id, target, changes).then(() => undefined));
    return toEntry((await addressBook.findEntry(userId, id, target))!);
  }

  async delete(userId: string, mac: string, targetMac: string): Promise<void> {
    const id = await this.#ownDevice(userId, mac);
    if (!(await this.#deps.repos.addressBook.delete(userId, id, normalizeMac(targetMac)))) throw new AppError(ErrorCode.NOT_FOUND, [addressBookMessages.entry]);
  }

  /** Nicknames resolve one device each, so two entries of one book never share an alias. */
  async #aliasFree(userId: string, mac: string, alias: string, target: string): Promise<void> {
    const holder = await this.#deps.repos.addressBook.findByAlias(userId, mac, alias);
    if (holder && holder.target_mac !== target) throw new AppError(ErrorCode.BAD_REQUEST, [alias], addressBookMessages.aliasTaken);
  }

  /** Two saves racing for one alias: the loser gets the answer the pre-check would have given. */
  async #unique(alias: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError(ErrorCode.BAD_REQUEST, [alias], addressBookMessages.aliasTaken) : error;
    }
  }

  /**
   * `GET /device/address-book/lookup`: the caller's entry with this alias when calling it is
   * allowed; the caller is announced by the target's name for it, else its own device alias, else its MAC. Null for
   * an unknown nickname, a forbidden target, or while the address book is switched off.
   */
  async lookup(callerMac: string, nickname: string): Promise<AddressBookLookupAnswer> {
    if (!(await this.#deps.features.enabled('addressBook'))) return null;
    const caller = normalizeMac(callerMac);
    const found = await this.#deps.repos.addressBook.lookup(caller, nickname);
    if (!found || found.has_permission !== 1) return null;
    return { targetMac: found.target_mac, callerNickname: found.caller_alias_at_target?.trim() || found.caller_device_alias?.trim() || caller, hasPermission: true };
  }
}
