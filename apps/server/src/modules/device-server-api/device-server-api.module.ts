import type { ServerModule } from '../module.ts';
import { deviceServerApiRoutes } from './device-server-api.routes.ts';
import { DeviceServerApiService } from './device-server-api.service.ts';

declare module '../wiring.ts' {
  interface Services {
    deviceServerApi: DeviceServerApiService;
  }
}

export const deviceServerApiModule: ServerModule = {
  name: 'device-server-api',
  routes: [deviceServerApiRoutes],
  services: {
    deviceServerApi: (services, { kv, clock }) =>
      new DeviceServerApiService({
        repos: { agentMcps: services.agentMcpsRepository },
        devices: services.devicesRepository,
        agentDirectory: services.agentDirectory,
        models: services.modelsRepository,
        findVoiceOrClone: services.findVoiceOrClone,
        params: services.params,
        activation: services.activationCodes,
        kv,
        clock,
        deviceMemory: services.memoryRuntime.deviceMemory.bind(services.memoryRuntime),
        features: services.features,
        voiceprints: services.voiceprints,
      }),
  },
};
