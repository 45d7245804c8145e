import { addressBookEndpoints, addressBookMacParams } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Device address books and the device server's lookup (server secret). */
export async function addressBookRoutes(app: FastifyInstance): Promise<void> {
  const { addressBook, addressBookCalls } = app.services;

  defineRoute(app, addressBookEndpoints.getDeviceAddressBookDevices, {
    handler: ({ session }) => addressBook.devices(session.user.id),
  });

  defineRoute(app, addressBookEndpoints.getDeviceAddressBook, {
    /** A word no device can have (upstream's console sends `undefined` before a device is picked) has an empty book, as upstream answers. */
    handler: async ({ params, session }) => (addressBookMacParams.safeParse(params).success ? addressBook.list(session.user.id, params.mac) : []),
  });

  defineRoute(app, addressBookEndpoints.postDeviceAddressBook, {
    handler: ({ params, body, session }) => addressBook.add(session.user.id, params.mac, body),
  });

  defineRoute(app, addressBookEndpoints.putDeviceAddressBook, {
    handler: ({ params, body, session }) => addressBook.update(session.user.id, params.mac, params.targetMac, body),
  });

  defineRoute(app, addressBookEndpoints.deleteDeviceAddressBook, {
    handler: async ({ params, session }) => {
      await addressBook.delete(session.user.id, params.mac, params.targetMac);
      return null;
    },
  });

  defineRoute(app, addressBookEndpoints.getDeviceAddressBookLookup, {
    handler: ({ query }) => addressBook.lookup(query.callerMac, query.nickname),
  });

  defineRoute(app, addressBookEndpoints.getDeviceAddressBookCall, {
    handler: ({ query, locale }) => addressBookCalls.call(query, locale),
  });

  defineRoute(app, addressBookEndpoints.putDeviceAddressBookAlias, {
    handler: async ({ body, session }) => {
      await addressBook.saveAlias(session.user.id, body);
      return null;
    },
  });

  defineRoute(app, addressBookEndpoints.putDeviceAddressBookPermission, {
    handler: async ({ body, session, locale }) => {
      await addressBook.savePermission(session.user.id, body, locale);
      return null;
    },
  });
}
