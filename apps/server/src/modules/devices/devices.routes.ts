import { agentsEndpoints, DICT_TYPES, devicesEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function devicesRoutes(app: FastifyInstance): Promise<void> {
  const { devices, dicts, devicePresence, pendingDevices } = app.services;

  defineRoute(app, devicesEndpoints.getDeviceBoardTypes, {
    handler: ({ locale }) => dicts.optionsOf(DICT_TYPES.firmwareType, locale),
  });

  defineRoute(app, devicesEndpoints.getDeviceBind, {
    handler: ({ params, session }) => devices.listForAgent(session.user.id, params.agentId),
  });

  defineRoute(app, devicesEndpoints.postDeviceBind, {
    handler: async ({ params, session }) => {
      await devices.bind(session.user.id, params.agentId, params.code);
      return null;
    },
  });

  defineRoute(app, devicesEndpoints.postDeviceUnbind, {
    handler: async ({ body, session }) => {
      await devices.unbind(session.user.id, body.deviceId);
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.putAgentSaveMemory, {
    handler: async ({ params, body, session }) => {
      await devices.saveAgentMemory(session.user.id, params.macAddress, body);
      return null;
    },
  });

  defineRoute(app, devicesEndpoints.putDeviceUpdate, {
    handler: async ({ params, body, session }) => {
      await devices.update(session.user.id, params.id, body);
      return null;
    },
  });

  for (const endpoint of [devicesEndpoints.postDevicePreregister, devicesEndpoints.postDeviceManualAdd]) {
    defineRoute(app, endpoint, {
      handler: async ({ body, session }) => {
        await devices.manualAdd(session.user.id, body);
        return null;
      },
    });
  }

  defineRoute(app, devicesEndpoints.getDeviceConnectionGuide, {
    handler: ({ request }) => devices.connectionGuide(`${request.protocol}://${request.host}`),
  });

  defineRoute(app, devicesEndpoints.postDeviceBindStatus, {
    handler: ({ params, session }) => devicePresence.gatewayStatusText(session.user.id, params.agentId),
  });
  defineRoute(app, devicesEndpoints.getDevicePresence, {
    handler: ({ params, session }) => devicePresence.forAgent(session.user.id, params.agentId),
  });
  defineRoute(app, devicesEndpoints.getDevicePresenceSummary, {
    handler: ({ session }) => devicePresence.summary(session.user.id),
  });
  defineRoute(app, devicesEndpoints.getDevicePending, {
    handler: ({ session }) => pendingDevices.list(session.user),
  });
  defineRoute(app, devicesEndpoints.postDevicePendingBind, {
    handler: async ({ params, body, session }) => {
      await pendingDevices.bind(session.user.id, params.id, body);
      return null;
    },
  });
}
