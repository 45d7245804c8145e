import type { ServerModule } from '../module.ts';
import { featuresRoutes } from './features.routes.ts';
import { FeaturesService } from './features.service.ts';

declare module '../wiring.ts' {
  interface Services {
    features: FeaturesService;
  }
}

export const featuresModule: ServerModule = {
  name: 'features',
  routes: [featuresRoutes],
  services: {
    features: (services) => new FeaturesService(services.params),
  },
};
