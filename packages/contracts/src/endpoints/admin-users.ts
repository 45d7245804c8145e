import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import { pageData } from '../common/page.ts';
import { endpoint } from '../http/endpoint.ts';
import { adminUserCreated, adminUserCreateInput, adminUserQuery, adminUserRow, changeStatusBody } from '../users/admin-users.ts';

export const adminUsersEndpoints = {
  getAdminUsers: endpoint({
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    tags: ['admin'],
    summary: 'Users, paged, filtered by phone',
    query: adminUserQuery,
    response: pageData(adminUserRow),
  }),
  deleteAdminUsers: endpoint({
    method: 'DELETE',
    path: '/admin/users/:id',
    access: 'admin',
    tags: ['admin'],
    summary: 'Delete a user with their sessions, agents (with chat history) and devices',
    params: idParam,
    response: z.null(),
  }),
  putAdminUsers: endpoint({
    method: 'PUT',
    path: '/admin/users/:id',
    access: 'admin',
    tags: ['admin'],
    summary: "Reset a password; data is the new random password; the user's sessions and API keys end",
    params: idParam,
    response: z.string(),
  }),
  putAdminUsersChangeStatus: endpoint({
    method: 'PUT',
    path: '/admin/users/changeStatus/:id',
    access: 'admin',
    tags: ['admin'],
    summary: 'Enable (1) or disable (0): body ["userId", …] with the status in the path, or {status} with the user id in the path',
    body: changeStatusBody,
    params: idParam,
    response: z.null(),
  }),
  putAdminUsersUnlock: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/unlock',
    access: 'admin',
    tags: ['admin'],
    summary: 'Lift the lock that repeated wrong passwords put on an account',
    params: idParam,
    response: z.null(),
  }),
  postAdminUsers: endpoint({
    method: 'POST',
    path: '/admin/users',
    access: 'admin',
    tags: ['admin'],
    summary: 'Add a normal, enabled user by full phone number; answers the generated password once (10070 when taken)',
    body: adminUserCreateInput,
    response: adminUserCreated,
  }),
};
