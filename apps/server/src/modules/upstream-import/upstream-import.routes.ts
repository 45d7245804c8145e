import { upstreamImportEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** The admins' record of upstream imports (the import itself runs from the command line). */
export async function upstreamImportRoutes(app: FastifyInstance): Promise<void> {
  const { upstreamImports } = app.services;

  defineRoute(app, upstreamImportEndpoints.getAdminUpstreamImport, {
    handler: () => upstreamImports.history(),
  });
}
