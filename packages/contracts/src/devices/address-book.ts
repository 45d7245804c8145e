import { z } from 'zod';
import { DEVICE_ALIAS_MAX, MAC_ADDRESS_PATTERN } from './device-rules.ts';

/** Upstream `ai_device_address_book.alias` is varchar(64), like a device alias. */
export const ADDRESS_BOOK_ALIAS_MAX = DEVICE_ALIAS_MAX;

const mac = z.string().trim().regex(MAC_ADDRESS_PATTERN);
const alias = z.string().trim().min(1).max(ADDRESS_BOOK_ALIAS_MAX);

export const addressBookMacParams = z.object({ mac });
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
