import type { ServerModule } from '../module.ts';
import { pubConfigRoutes } from './pub-config.routes.ts';
import type { PubConfig } from '@vox/contracts';
import { loadPubConfig } from './pub-config.service.ts';

declare module '../wiring.ts' {
  interface Services {
    pubConfig: () => Promise<PubConfig>;
  }
}

export const pubConfigModule: ServerModule = {
  name: 'pub-config',
  routes: [pubConfigRoutes],
  services: {
    pubConfig: ({ params, dictsRepository, bootstrap, ssoSettings }, { clock, options }) => () => loadPubConfig({ params, dicts: dictsRepository, bootstrap, sso: () => ssoSettings.publicView(), clock, version: options.version }),
  },
};
