import { z } from 'zod';
import {
  addressBookDevice,
  addressBookEntry,
  addressBookEntryInput,
  addressBookEntryParams,
  addressBookEntryUpdate,
  addressBookLookupAnswer,
  addressBookLookupQuery,
  addressBookMacParams,
} from '../devices/address-book.ts';
import { endpoint } from '../http/endpoint.ts';

const tags: readonly string[] = ['address-book'];

/** Device address book: each device's names for the owner's other devices, and who may call whom. */
export const addressBookEndpoints = {
  getDeviceAddressBookDevices: endpoint({
    method: 'GET',
    path: '/device/address-book/devices',
    access: 'user',
    tags,
    summary: "The caller's devices with their agents, for picking a device and its address-book targets",
    response: z.array(addressBookDevice),
  }),
  getDeviceAddressBook: endpoint({
    method: 'GET',
    path: '/device/address-book/:mac',
    access: 'user',
    tags,
    summary: "One of the caller's devices' address book, by alias (612 for a device not the caller's)",
    params: addressBookMacParams,
    response: z.array(addressBookEntry),
  }),
  postDeviceAddressBook: endpoint({
    method: 'POST',
    path: '/device/address-book/:mac',
    access: 'user',
    tags,
    summary: 'Add another device of the same owner under an alias unique in this book, with its call permission',
    params: addressBookMacParams,
    body: addressBookEntryInput,
    response: addressBookEntry,
  }),
  putDeviceAddressBook: endpoint({
    method: 'PUT',
    path: '/device/address-book/:mac/:targetMac',
    access: 'user',
    tags,
    summary: "Change an entry's alias and call permission",
    params: addressBookEntryParams,
    body: addressBookEntryUpdate,
    response: addressBookEntry,
  }),
  deleteDeviceAddressBook: endpoint({
    method: 'DELETE',
    path: '/device/address-book/:mac/:targetMac',
    access: 'user',
    tags,
    summary: 'Remove an entry from the address book',
    params: addressBookEntryParams,
    response: z.null(),
  }),
  getDeviceAddressBookLookup: endpoint({
    method: 'GET',
    path: '/device/address-book/lookup',
    access: 'server',
    tags: ['device-server'],
    summary: "The call_device plugin's lookup: the calling device's permitted entry with this alias, else null (also while the address book is switched off)",
    query: addressBookLookupQuery,
    response: addressBookLookupAnswer,
  }),
};
