import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { addressBookRoutes } from './address-book.routes.ts';
import { AddressBookRepository } from './address-book.repository.ts';
import { purgeAddressBookOfAgents, purgeAddressBookOfUsers } from './index.ts';
import { httpGatewayCaller } from '../../integrations/mqtt-gateway/gateway-calls.ts';
import { AddressBookCallsService } from './address-book-calls.service.ts';
import { AddressBookService } from './address-book.service.ts';

declare module '../wiring.ts' {
  interface Services {
    addressBook: AddressBookService;
    addressBookCalls: AddressBookCallsService;
  }
}

const addressBookRepositories = (db: Kysely<Database>) => ({
  addressBook: new AddressBookRepository(db),
});

export const addressBookModule: ServerModule<ReturnType<typeof addressBookRepositories>> = {
  name: 'address-book',
  routes: [addressBookRoutes],
  repositories: addressBookRepositories,
  purgeAgents: purgeAddressBookOfAgents,
  purgeUsers: () => purgeAddressBookOfUsers,
  services: {
    addressBook: ({ devicesRepository, agentDirectory, features }, { repos, clock }) => new AddressBookService({ repos, devices: devicesRepository, agents: agentDirectory, features, clock }),
    addressBookCalls: ({ features, params, devicesRepository, agentDirectory }, { repos, mqttGateway, clock, outboundTimeouts, log }) =>
      new AddressBookCallsService({
        repos,
        features,
        params,
        devices: devicesRepository,
        agents: agentDirectory,
        gatewayStatus: mqttGateway,
        call: httpGatewayCaller({ now: () => clock.now(), timeoutMs: outboundTimeouts.replyMs }),
        log,
      }),
  },
};
