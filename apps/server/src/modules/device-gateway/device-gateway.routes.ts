import { deviceGatewayEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Upstream's device routes beside the device list: tools through the MQTT gateway, legacy calls. */
export async function deviceGatewayRoutes(app: FastifyInstance): Promise<void> {
  const { deviceGateway, devices } = app.services;

  defineRoute(app, deviceGatewayEndpoints.postDeviceToolsList, {
    handler: ({ params, session }) => deviceGateway.listTools(session.user.id, params.deviceId),
  });

  defineRoute(app, deviceGatewayEndpoints.postDeviceToolsCall, {
    handler: ({ params, body, session }) => deviceGateway.callTool(session.user.id, params.deviceId, body),
  });

  defineRoute(app, deviceGatewayEndpoints.postDeviceRegister, {
    handler: ({ body }) => deviceGateway.registerCode(body.macAddress),
  });

  // Declared with a device config payload; upstream never routed it: the device settings a user may change.
  defineRoute(app, deviceGatewayEndpoints.putUserConfigDevice, {
    handler: async ({ params, body, session }) => {
      await devices.update(session.user.id, params.id, body);
      return null;
    },
  });
}
