import type { ServerModule } from '../module.ts';
import { deviceGatewayRoutes } from './device-gateway.routes.ts';
import { DeviceGatewayService } from './device-gateway.service.ts';

declare module '../wiring.ts' {
  interface Services {
    deviceGateway: DeviceGatewayService;
  }
}

export const deviceGatewayModule: ServerModule = {
  name: 'device-gateway',
  routes: [deviceGatewayRoutes],
  services: {
    deviceGateway: ({ devicesRepository, params }, { kv, clock, outboundTimeouts }) => new DeviceGatewayService({ devices: devicesRepository, params, kv, clock, timeoutMs: outboundTimeouts.replyMs }),
  },
};
