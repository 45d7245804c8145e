import type { ServerModule } from '../module.ts';
import { BootstrapService } from './bootstrap.service.ts';

declare module '../wiring.ts' {
  interface Services {
    bootstrap: BootstrapService;
  }
}

export const bootstrapModule: ServerModule = {
  name: 'bootstrap',
  services: {
    bootstrap: (services, { kv }) => new BootstrapService(services.usersRepository, kv),
  },
};
