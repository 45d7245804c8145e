/** What other modules may use of the address book; every other file here is internal (lint enforces it). */
export { AddressBookRepository } from './address-book.repository.ts';
export { AddressBookService } from './address-book.service.ts';
export { AddressBookCallsService } from './address-book-calls.service.ts';
export { purgeAddressBookOfAgents, purgeAddressBookOfDevice, purgeAddressBookOfUsers, type DeviceAddressBookPurge } from './address-book-purge.ts';
export * from './address-book.upstream.ts';
