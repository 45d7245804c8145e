import type { ServerModule } from '../module.ts';
import { deviceServersRoutes } from './device-servers.routes.ts';
import type { LiveCheckDeps } from '../params/index.ts';
import { deviceServerHeaders } from './device-server-auth.ts';
import { DeviceServersService } from './device-servers.service.ts';

declare module '../wiring.ts' {
  interface Services {
    deviceServers: DeviceServersService;
    /** How a param naming a device server is checked live: the deadline, and the headers our WebSocket probe sends. */
    liveChecks: LiveCheckDeps;
  }
}

export const deviceServersModule: ServerModule = {
  name: 'device-servers',
  routes: [deviceServersRoutes],
  services: {
    deviceServers: ({ params }, { kv, clock, outboundTimeouts }) => new DeviceServersService({ params, kv, clock, timeouts: outboundTimeouts }),
    liveChecks: ({ params }, { kv, clock, outboundTimeouts }) => ({ timeoutMs: outboundTimeouts.probeMs, webSocketHeaders: () => deviceServerHeaders({ params, kv, clock }) }),
  },
};
