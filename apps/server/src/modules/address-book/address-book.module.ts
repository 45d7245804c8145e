import { serverModule } from '../module.ts';
import { addressBookRoutes } from './address-book.routes.ts';
import { AddressBookRepository } from './address-book.repository.ts';
import { purgeAddressBookOfAgents, purgeAddressBookOfUsers } from './index.ts';

export const addressBookModule = serverModule({
  name: 'address-book',
  routes: [addressBookRoutes],
  repositories: (db) => ({
    addressBook: new AddressBookRepository(db),
  }),
  purgeAgents: purgeAddressBookOfAgents,
  purgeUsers: () => purgeAddressBookOfUsers,
});
