import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { ssoRoutes } from './sso.routes.ts';
import { SsoRepository } from './sso.repository.ts';
import { purgeSsoLinksOfUsers } from './index.ts';
import { KV_SERVICE_NAMES, outageAs } from '../../integrations/kv/outage-as.ts';
import { SsoSettingsService } from './sso-settings.service.ts';
import { SsoSignInService } from './sso-sign-in.service.ts';

declare module '../wiring.ts' {
  interface Services {
    ssoSettings: SsoSettingsService;
    ssoSignIn: SsoSignInService;
  }
}

const ssoRepositories = (db: Kysely<Database>) => ({
  sso: new SsoRepository(db),
});

export const ssoModule: ServerModule<ReturnType<typeof ssoRepositories>> = {
  name: 'sso',
  routes: [ssoRoutes],
  repositories: ssoRepositories,
  purgeUsers: () => purgeSsoLinksOfUsers,
  services: {
    ssoSettings: ({ params }, { repos, options, clock }) => new SsoSettingsService({ repo: repos.sso, secrets: options.secrets, params, clock }),
    ssoSignIn: ({ ssoSettings, users, sessions }, { repos, options, kv, clock }) =>
      new SsoSignInService({ repo: repos.sso, settings: ssoSettings, users, sessions, secrets: options.secrets, kv: outageAs(kv, KV_SERVICE_NAMES.shortLivedData), clock }),
  },
};
