import type { ServerModule } from '../module.ts';
import { endpointDoctorRoutes } from './endpoint-doctor.routes.ts';
import { EndpointDoctorService } from './endpoint-doctor.service.ts';

declare module '../wiring.ts' {
  interface Services {
    endpointDoctor: EndpointDoctorService;
  }
}

export const endpointDoctorModule: ServerModule = {
  name: 'endpoint-doctor',
  routes: [endpointDoctorRoutes],
  services: {
    endpointDoctor: ({ params, ota, deviceServerApi, liveChecks }, { mqttGateway, kv, clock }) => new EndpointDoctorService({ params, ota, deviceServerApi, gateway: mqttGateway, liveChecks, kv, clock }),
  },
};
