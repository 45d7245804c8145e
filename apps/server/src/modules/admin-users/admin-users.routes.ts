import { adminUserQuery, adminUserRow, changeStatusBody, idParam, pageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const { adminUsers } = app.services;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/users',
    access: 'admin',
    tags: ['admin'],
    summary: 'Users, paged, filtered by phone',
    querystring: adminUserQuery,
    response: pageData(adminUserRow),
    handler: ({ query }) => adminUsers.list(query),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/admin/users/:id',
    access: 'admin',
    tags: ['admin'],
    summary: 'Delete a user with their sessions, agents (with chat history) and devices',
    params: idParam,
    response: z.null(),
    handler: async ({ params, session }) => {
      await adminUsers.delete(session, params.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/users/:id',
    access: 'admin',
    tags: ['admin'],
    summary: 'Reset a password; data is the new random password',
    params: idParam,
    response: z.string(),
    handler: ({ params }) => adminUsers.resetPassword(params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/users/changeStatus/:id',
    access: 'admin',
    tags: ['admin'],
    summary: 'Enable (1) or disable (0): body ["userId", …] with the status in the path, or {status} with the user id in the path',
    params: idParam,
    body: changeStatusBody,
    response: z.null(),
    handler: async ({ params, body, session }) => {
      await adminUsers.changeStatus(session, params.id, body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/users/:id/unlock',
    access: 'admin',
    tags: ['admin'],
    summary: 'Lift the lock that repeated wrong passwords put on an account',
    params: idParam,
    response: z.null(),
    handler: async ({ params }) => {
      await adminUsers.unlock(params.id);
      return null;
    },
  });
}
