import { adminListingsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Administrators' lists across all users (upstream.md §3.2 `/admin/device/all`, §3.3 `/agent/all`). */
export async function adminListingsRoutes(app: FastifyInstance): Promise<void> {
  const { adminListings } = app.services;

  defineRoute(app, adminListingsEndpoints.getAdminDeviceAll, {
    handler: ({ query }) => adminListings.devices(query),
  });

  defineRoute(app, adminListingsEndpoints.getAgentAll, {
    handler: ({ query }) => adminListings.agents(query),
  });
}
