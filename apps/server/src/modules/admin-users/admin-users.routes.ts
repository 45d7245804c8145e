import { adminUsersEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const { adminUsers } = app.services;

  defineRoute(app, adminUsersEndpoints.getAdminUsers, {
    handler: ({ query }) => adminUsers.list(query),
  });

  defineRoute(app, adminUsersEndpoints.postAdminUsers, {
    handler: ({ body }) => adminUsers.create(body),
  });

  defineRoute(app, adminUsersEndpoints.deleteAdminUsers, {
    handler: async ({ params, session }) => {
      await adminUsers.delete(session, params.id);
      return null;
    },
  });

  defineRoute(app, adminUsersEndpoints.putAdminUsers, {
    handler: ({ params }) => adminUsers.resetPassword(params.id),
  });

  defineRoute(app, adminUsersEndpoints.putAdminUsersChangeStatus, {
    handler: async ({ params, body, session }) => {
      await adminUsers.changeStatus(session, params.id, body);
      return null;
    },
  });

  defineRoute(app, adminUsersEndpoints.putAdminUsersUnlock, {
    handler: async ({ params }) => {
      await adminUsers.unlock(params.id);
      return null;
    },
  });
}
