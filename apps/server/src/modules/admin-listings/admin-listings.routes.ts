import { adminListingsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Administrators' lists across all users (upstream's `/admin/device/all`, `/agent/all`). */
export async function adminListingsRoutes(app: FastifyInstance): Promise<void> {
  const { adminListings } = app.services;

  defineRoute(app, adminListingsEndpoints.getAdminDeviceAll, {
    handler: ({ query }) => adminListings.devices(query),
  });

  defineRoute(app, adminListingsEndpoints.getAgentAll, {
    handler: ({ query }) => adminListings.agents(query),
  });
}
