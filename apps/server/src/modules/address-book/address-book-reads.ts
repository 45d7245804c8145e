import type { AgentDirectory } from '../agents/index.ts';
import type { DeviceDirectory, DeviceRow } from '../devices/index.ts';
import type { AddressBookRepository, AddressBookRow } from './address-book.repository.ts';

/** An entry with what the list shows of its target device. */
export interface AddressBookEntryRow extends AddressBookRow {
  target_device_alias: string | null;
  target_agent_name: string | null;
}

export interface CallableEntryRow {
  target_mac: string;
  alias: string;
  has_permission: number;
  caller_alias_at_target: string | null;
  caller_device_alias: string | null;
}

export interface OwnedDeviceRow {
  id: string;
  alias: string | null;
  board: string | null;
  agent_id: string | null;
  agent_name: string | null;
}

export interface AddressBookReadDeps {
  book: Pick<AddressBookRepository, 'bookOf' | 'entriesNaming' | 'entriesOf' | 'findRow'>;
  devices: Pick<DeviceDirectory, 'byIds' | 'findById' | 'listOfUser'>;
  agents: Pick<AgentDirectory, 'namesOfUser'>;
}

/** Text order as SQLite's default collation sorts it (code points); no name sorts first. */
const byText = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);

/**
 * The address book's reads that need devices and agents: the book's rows from its own table, the devices from the
 * devices module and the agents' names from the agents module, each asked once per read whatever the book's size.
 * An entry counts only while both its devices belong to the user who made it.
 */
export class AddressBookReads {
  readonly #deps: AddressBookReadDeps;

  constructor(deps: AddressBookReadDeps) {
    this.#deps = deps;
  }

  /** The user's devices with their agents' names, by agent then bind order. */
  async devicesOfUser(userId: string): Promise<OwnedDeviceRow[]> {
    const [devices, names] = await Promise.all([this.#deps.devices.listOfUser(userId), this.#agentNames(userId)]);
    const rows = devices.map((device) => ({ id: device.id, alias: device.alias, board: device.board, agent_id: device.agent_id, agent_name: nameOf(names, device.agent_id) }));
    return rows.sort((a, b) => byText(a.agent_name, b.agent_name));
  }

  async ownsDevice(userId: string, mac: string): Promise<boolean> {
    return (await this.#deps.devices.findById(mac))?.user_id === userId;
  }

  listOf(userId: string, mac: string): Promise<AddressBookEntryRow[]> {
    return this.#shown(userId, this.#deps.book.entriesOf(userId, mac));
  }

  async findEntry(userId: string, mac: string, targetMac: string): Promise<AddressBookEntryRow | undefined> {
    const row = await this.#deps.book.findRow(userId, mac, targetMac);
    return row ? (await this.#shown(userId, Promise.resolve([row])))[0] : undefined;
  }

  /** The calling device's entry called `alias`. */
  async lookup(callerMac: string, alias: string): Promise<CallableEntryRow | undefined> {
    return (await this.#callable(callerMac, alias))[0]?.entry;
  }

  /** The calling device's entry called `nickname`, else the entry whose device itself is named so. */
  async callTarget(callerMac: string, nickname: string): Promise<CallableEntryRow | undefined> {
    const matching = (await this.#callable(callerMac)).filter(({ entry, target }) => entry.alias === nickname || target.alias === nickname);
    const rank = (alias: string) => (alias === nickname ? 0 : 1);
    matching.sort((a, b) => rank(a.entry.alias) - rank(b.entry.alias) || byText(a.entry.alias, b.entry.alias));
    return matching[0]?.entry;
  }

  /** Entries whose target is still the user's device, with its alias and its agent's name. */
  async #shown(userId: string, pending: Promise<AddressBookRow[]>): Promise<AddressBookEntryRow[]> {
    const rows = await pending;
    const targets = await this.#devicesById(rows.map((row) => row.target_mac));
    const kept = rows.flatMap((row) => {
      const target = targets.get(row.target_mac);
      return target?.user_id === row.user_id ? [{ row, target }] : [];
    });
    const names = kept.some(({ target }) => target.agent_id !== null) ? await this.#agentNames(userId) : new Map<string, string>();
    return kept.map(({ row, target }) => ({ ...row, target_device_alias: target.alias, target_agent_name: nameOf(names, target.agent_id) }));
  }

  /**
   * The calling device's entries (or its entry called `alias`) whose two devices are still bound to the owner who made
   * the entry, with the name the target's own book gives the caller.
   */
  async #callable(callerMac: string, alias?: string): Promise<{ entry: CallableEntryRow; target: DeviceRow }[]> {
    const rows = await this.#deps.book.bookOf(callerMac, alias);
    if (rows.length === 0) return [];
    const devices = await this.#devicesById([callerMac, ...rows.map((row) => row.target_mac)]);
    const caller = devices.get(callerMac);
    const kept = rows.flatMap((row) => {
      const target = devices.get(row.target_mac);
      return caller?.user_id === row.user_id && target?.user_id === row.user_id ? [{ row, target }] : [];
    });
    const back = await this.#deps.book.entriesNaming(callerMac, kept.map(({ row }) => row.target_mac));
    return kept.map(({ row, target }) => ({
      target,
      entry: {
        target_mac: row.target_mac,
        alias: row.alias,
        has_permission: row.has_permission,
        caller_alias_at_target: back.find((other) => other.mac_address === row.target_mac && other.user_id === row.user_id)?.alias ?? null,
        caller_device_alias: caller!.alias,
      },
    }));
  }

  async #devicesById(macs: readonly string[]): Promise<Map<string, DeviceRow>> {
    return new Map((await this.#deps.devices.byIds(macs)).map((device) => [device.id, device]));
  }

  async #agentNames(userId: string): Promise<Map<string, string>> {
    return new Map((await this.#deps.agents.namesOfUser(userId)).map((agent) => [agent.id, agent.agent_name]));
  }
}

function nameOf(names: ReadonlyMap<string, string>, agentId: string | null): string | null {
  return agentId === null ? null : (names.get(agentId) ?? null);
}
