import { z } from 'zod';
import { DEVICE_ALIAS_MAX, DEVICE_ID_HEADER_PATTERN, MAC_ADDRESS_PATTERN } from './device-rules.ts';

/** Upstream `ai_device_address_book.alias` is varchar(64), like a device alias. */
export const ADDRESS_BOOK_ALIAS_MAX = DEVICE_ALIAS_MAX;

const mac = z.string().trim().regex(MAC_ADDRESS_PATTERN);
const alias = z.string().trim().min(1).max(ADDRESS_BOOK_ALIAS_MAX);

export const addressBookMacParams = z.object({ mac });
/** Reading a book takes any word: upstream's console asks for `…/undefined` before a device is picked, and a 4xx there sends it into its reconnect loop. */
export const addressBookReadParams = z.object({ mac: z.string().trim().min(1).max(64) });
export const addressBookEntryParams = z.object({ mac, targetMac: mac });

/** One of the caller's devices, as the address book's device picker and target picker show it. */
export const addressBookDevice = z.object({
  macAddress: z.string(),
  alias: z.string().nullable(),
  board: z.string().nullable(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
});
export type AddressBookDevice = z.infer<typeof addressBookDevice>;

/** One entry of a device's address book: another device of the same owner, the name to call it by, and whether calling it is allowed. */
export const addressBookEntry = z.object({
  targetMac: z.string(),
  alias: z.string(),
  hasPermission: z.boolean(),
  targetDeviceAlias: z.string().nullable(),
  targetAgentName: z.string().nullable(),
  updatedAt: z.string(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntry>;

export const addressBookEntryInput = z.object({ targetMac: mac, alias, hasPermission: z.boolean().default(true) });
export type AddressBookEntryInput = z.infer<typeof addressBookEntryInput>;

export const addressBookEntryUpdate = z.object({ alias, hasPermission: z.boolean() });
export type AddressBookEntryUpdate = z.infer<typeof addressBookEntryUpdate>;

/** xiaozhi-server's `call_device` plugin asks `GET /device/address-book/lookup?callerMac&nickname`. */
export const addressBookLookupQuery = z.object({
  callerMac: z.string().trim().min(1).max(64),
  nickname: z.string().trim().min(1).max(ADDRESS_BOOK_ALIAS_MAX),
});

/**
 * What the plugin reads from `data`: the target's MAC, the name the target's book knows the caller by (it announces
 * "a call from …"), and whether the call is allowed. `null` when the nickname names no permitted device.
 */
export const addressBookLookupAnswer = z
  .object({ targetMac: z.string(), callerNickname: z.string(), hasPermission: z.boolean() })
  .nullable();
export type AddressBookLookupAnswer = z.infer<typeof addressBookLookupAnswer>;

/**
 * xiaozhi-server's `call_device` tool: `GET /device/address-book/call?callerMac&nickname[&answer=true]`. Without
 * `answer` the caller rings the device its book (or that device's own name) calls `nickname`; with it the caller
 * accepts the call ringing on it.
 */
export const addressBookCallQuery = z.object({
  /** The device id the device server got from the device, checked as loosely as the OTA check-in checks it. */
  callerMac: z.string().trim().regex(DEVICE_ID_HEADER_PATTERN),
  nickname: z.string().trim().min(1).max(ADDRESS_BOOK_ALIAS_MAX),
  answer: z.enum(['true', 'false']).optional().transform((value) => value === 'true'),
});
export type AddressBookCallQuery = z.infer<typeof addressBookCallQuery>;

/**
 * The plugin reads `status` and speaks `message` when it is `error`; the gateway's own words are passed on. A call it
 * cannot place (unknown nickname, no permission, target offline, no gateway) answers an error code with a sentence
 * instead.
 */
export const addressBookCallAnswer = z.object({
  status: z.string(),
  message: z.string(),
  /** The device rung; null when accepting. */
  targetMac: z.string().nullable(),
  /** What the rung device is told the caller is called. */
  callerNickname: z.string().nullable(),
});
export type AddressBookCallAnswer = z.infer<typeof addressBookCallAnswer>;

/** Upstream's address-book forms: set one entry's alias, or its call permission, creating the entry if it is new. */
export const addressBookAliasInput = z.object({ macAddress: mac, targetMac: mac, alias });
export type AddressBookAliasInput = z.infer<typeof addressBookAliasInput>;
export const addressBookPermissionInput = z.object({ macAddress: mac, targetMac: mac, hasPermission: z.boolean() });
export type AddressBookPermissionInput = z.infer<typeof addressBookPermissionInput>;
