import { deviceServersEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { localeOf } from '../../plugins/app/locale.ts';

/** The endpoint doctor on the server-side management screen (admin). */
export async function endpointDoctorRoutes(app: FastifyInstance): Promise<void> {
  const { endpointDoctor } = app.services;

  defineRoute(app, deviceServersEndpoints.getAdminServerDoctor, {
    handler: ({ query, request }) =>
      endpointDoctor.examine({
        mac: query.mac || undefined,
        pageProtocol: query.pageProtocol,
        locale: localeOf(request),
        origin: `${request.protocol}://${request.host}`,
        hostname: request.hostname,
        clientIp: request.ip,
      }),
  });
}
