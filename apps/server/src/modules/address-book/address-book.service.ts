import {
  ADDRESS_BOOK_ALIAS_MAX,
  addressBookMessages,
  ErrorCode,
  normalizeMac,
  type AddressBookAliasInput,
  type AddressBookDevice,
  type AddressBookEntry,
  type AddressBookEntryInput,
  type AddressBookEntryUpdate,
  type AddressBookLookupAnswer,
  type AddressBookPermissionInput,
  type AppLocale,
} from '@vox/contracts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { AgentDirectory } from '../agents/index.ts';
import type { DeviceDirectory } from '../devices/index.ts';
import type { FeaturesService } from '../features/index.ts';
import type { Repositories } from '../repositories.ts';
import { nameByMacTail } from './device-names.ts';
import { AddressBookReads, type AddressBookEntryRow } from './address-book-reads.ts';

type UsedRepositories = Pick<Repositories, 'addressBook'>;

export interface AddressBookDeps {
  repos: UsedRepositories;
  /** Whose devices the book's entries name, and what they are called. */
  devices: Pick<DeviceDirectory, 'byIds' | 'findById' | 'listOfUser'>;
  /** The names of the user's agents, shown beside their devices. */
  agents: Pick<AgentDirectory, 'namesOfUser'>;
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
  readonly #reads: AddressBookReads;

  constructor(deps: AddressBookDeps) {
    this.#deps = deps;
    this.#reads = new AddressBookReads({ book: deps.repos.addressBook, devices: deps.devices, agents: deps.agents });
  }

  async devices(userId: string): Promise<AddressBookDevice[]> {
    const rows = await this.#reads.devicesOfUser(userId);
    return rows.map((row) => ({ macAddress: row.id, alias: row.alias, board: row.board, agentId: row.agent_id, agentName: row.agent_name }));
  }

  /** Another user's device answers exactly like a missing one (612). */
  async #ownDevice(userId: string, mac: string): Promise<string> {
    const id = normalizeMac(mac);
    if (!(await this.#reads.ownsDevice(userId, id))) throw new AppError(ErrorCode.NOT_FOUND, [addressBookMessages.device]);
    return id;
  }

  async list(userId: string, mac: string): Promise<AddressBookEntry[]> {
    const id = await this.#ownDevice(userId, mac);
    return (await this.#reads.listOf(userId, id)).map(toEntry);
  }

  async add(userId: string, mac: string, input: AddressBookEntryInput): Promise<AddressBookEntry> {
    const { addressBook } = this.#deps.repos;
    const id = await this.#ownDevice(userId, mac);
    const target = normalizeMac(input.targetMac);
    if (target === id) throw new AppError(ErrorCode.BAD_REQUEST, [], addressBookMessages.selfTarget);
    if (!(await this.#reads.ownsDevice(userId, target))) throw new AppError(ErrorCode.BAD_REQUEST, [target], addressBookMessages.targetNotOwned);
    if (await this.#reads.findEntry(userId, id, target)) throw new AppError(ErrorCode.EXISTS, [target], addressBookMessages.entryExists);
    await this.#aliasFree(userId, id, input.alias, target);
    const now = isoFromNow(this.#deps.clock);
    // Rows left by a device that was unbound and bound again are replaced, not resurrected.
    await addressBook.delete(userId, id, target);
    await this.#unique(input.alias, () =>
      addressBook.insert({ mac_address: id, target_mac: target, user_id: userId, alias: input.alias, has_permission: input.hasPermission ? 1 : 0, created_at: now, updated_at: now }),
    );
    return toEntry((await this.#reads.findEntry(userId, id, target))!);
  }

  async update(userId: string, mac: string, targetMac: string, input: AddressBookEntryUpdate): Promise<AddressBookEntry> {
    const { addressBook } = this.#deps.repos;
    const id = await this.#ownDevice(userId, mac);
    const target = normalizeMac(targetMac);
    if (!(await this.#reads.findEntry(userId, id, target))) throw new AppError(ErrorCode.NOT_FOUND, [addressBookMessages.entry]);
    await this.#aliasFree(userId, id, input.alias, target);
    const changes = { alias: input.alias, has_permission: input.hasPermission ? 1 : 0, updated_at: isoFromNow(this.#deps.clock) };
    await this.#unique(input.alias, () => addressBook.update(userId, id, target, changes).then(() => undefined));
    return toEntry((await this.#reads.findEntry(userId, id, target))!);
  }

  async delete(userId: string, mac: string, targetMac: string): Promise<void> {
    const id = await this.#ownDevice(userId, mac);
    if (!(await this.#deps.repos.addressBook.delete(userId, id, normalizeMac(targetMac)))) throw new AppError(ErrorCode.NOT_FOUND, [addressBookMessages.entry]);
  }

  /** Upstream's `PUT /device/address-book/alias`: renames the entry, or adds it (callable) when new. */
  async saveAlias(userId: string, input: AddressBookAliasInput): Promise<void> {
    const { id, target, entry } = await this.#formEntry(userId, input.macAddress, input.targetMac);
    const alias = await this.#numberedAlias(id, target, input.alias);
    await this.#save(userId, id, target, Boolean(entry), { alias, has_permission: entry ? (entry.has_permission ? 1 : 0) : 1 });
  }

  /** Upstream's `PUT /device/address-book/permission`: sets the entry's permission, or adds it under the target device's name. */
  async savePermission(userId: string, input: AddressBookPermissionInput, locale: AppLocale): Promise<void> {
    const { id, target, entry } = await this.#formEntry(userId, input.macAddress, input.targetMac);
    const has_permission = input.hasPermission ? 1 : 0;
    if (entry) return this.#save(userId, id, target, true, { alias: entry.alias, has_permission });
    const device = (await this.#reads.devicesOfUser(userId)).find((row) => row.id === target);
    const alias = await this.#numberedAlias(id, target, device?.alias?.trim() || nameByMacTail(target, locale));
    await this.#save(userId, id, target, false, { alias, has_permission });
  }

  async #formEntry(userId: string, mac: string, targetMac: string) {
    const id = await this.#ownDevice(userId, mac);
    const target = normalizeMac(targetMac);
    if (target === id) throw new AppError(ErrorCode.BAD_REQUEST, [], addressBookMessages.selfTarget);
    if (!(await this.#reads.ownsDevice(userId, target))) throw new AppError(ErrorCode.BAD_REQUEST, [target], addressBookMessages.targetNotOwned);
    return { id, target, entry: await this.#reads.findEntry(userId, id, target) };
  }

  async #save(userId: string, mac: string, target: string, exists: boolean, values: { alias: string; has_permission: number }): Promise<void> {
    const { addressBook } = this.#deps.repos;
    const now = isoFromNow(this.#deps.clock);
    if (exists) return this.#unique(values.alias, () => addressBook.update(userId, mac, target, { ...values, updated_at: now }).then(() => undefined));
    await addressBook.delete(userId, mac, target);
    await this.#unique(values.alias, () => addressBook.insert({ mac_address: mac, target_mac: target, user_id: userId, ...values, created_at: now, updated_at: now }));
  }

  /** Upstream's forms never refuse a name: one another entry of this book uses gets the first free number after it. */
  async #numberedAlias(mac: string, target: string, wanted: string): Promise<string> {
    const taken = new Set((await this.#deps.repos.addressBook.aliasesOf(mac)).filter((row) => row.target_mac !== target).map((row) => row.alias));
    const base = wanted.slice(0, ADDRESS_BOOK_ALIAS_MAX);
    if (!taken.has(base)) return base;
    for (let suffix = 1; ; suffix += 1) {
      const numbered = `${base.slice(0, ADDRESS_BOOK_ALIAS_MAX - String(suffix).length)}${suffix}`;
      if (!taken.has(numbered)) return numbered;
    }
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
    const found = await this.#reads.lookup(caller, nickname);
    if (!found || found.has_permission !== 1) return null;
    return { targetMac: found.target_mac, callerNickname: found.caller_alias_at_target?.trim() || found.caller_device_alias?.trim() || caller, hasPermission: true };
  }
}
