import { addressBookEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Device address books and the device server's lookup (server secret). */
export async function addressBookRoutes(app: FastifyInstance): Promise<void> {
  const { addressBook } = app.services;

  defineRoute(app, addressBookEndpoints.getDeviceAddressBookDevices, {
    handler: ({ session }) => addressBook.devices(session.user.id),
  });

  defineRoute(app, addressBookEndpoints.getDeviceAddressBook, {
    handler: ({ params, session }) => addressBook.list(session.user.id, params.mac),
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
}
