import type { ServerModule } from '../module.ts';
import { overviewRoutes } from './overview.routes.ts';
import { OverviewService } from './overview.service.ts';

declare module '../wiring.ts' {
  interface Services {
    overview: OverviewService;
  }
}

export const overviewModule: ServerModule = {
  name: 'overview',
  routes: [overviewRoutes],
  services: {
    overview: ({ agentDirectory, chatHistoryRepository, devicesRepository }, { clock }) => new OverviewService({ agentDirectory, chatActivity: chatHistoryRepository, devices: devicesRepository, clock }),
  },
};
