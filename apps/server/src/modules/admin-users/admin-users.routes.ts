import { adminUsersEndpoints, type AuditAction } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { audited, failureCode, recordAudit, type AuditTarget } from '../audit/index.ts';

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const { adminUsers, users } = app.services;

  /** The user as the log names them: id and the phone they have before the action (a deleted one keeps it). */
  const userTarget = async (id: string): Promise<AuditTarget> => ({ type: 'user', id, name: (await users.findById(id))?.username ?? null });

  /** One entry per user, so filtering the log by target reads each account's history; the batch shares the outcome. */
  async function auditedForUsers(request: FastifyRequest, action: AuditAction, ids: readonly string[], work: () => Promise<void>): Promise<void> {
    const targets = await Promise.all(ids.map(userTarget));
    let failure: unknown;
    try {
      await work();
    } catch (error) {
      failure = error;
    }
    for (const target of targets) {
      await recordAudit(request, failure === undefined ? { action, target } : { action, target, outcome: 'failure', detail: { code: failureCode(failure) } });
    }
    if (failure !== undefined) throw failure;
  }

  defineRoute(app, adminUsersEndpoints.getAdminUsers, {
    handler: ({ query }) => adminUsers.list(query),
  });

  defineRoute(app, adminUsersEndpoints.postAdminUsers, {
    handler: ({ body, request }) =>
      audited(request, ({ result }) => ({ action: 'user.create', target: { type: 'user', id: result?.id ?? null, name: body.mobile } }), () => adminUsers.create(body)),
  });

  defineRoute(app, adminUsersEndpoints.deleteAdminUsers, {
    handler: async ({ params, session, request }) => {
      await auditedForUsers(request, 'user.delete', [params.id], () => adminUsers.delete(session, params.id));
      return null;
    },
  });

  // The new password is the answer, never part of the entry.
  defineRoute(app, adminUsersEndpoints.putAdminUsers, {
    handler: async ({ params, request }) => audited(request, { action: 'user.password_reset', target: await userTarget(params.id) }, () => adminUsers.resetPassword(params.id)),
  });

  defineRoute(app, adminUsersEndpoints.putAdminUsersChangeStatus, {
    handler: async ({ params, body, session, request }) => {
      // Both wire forms (contracts changeStatusBody): a list of ids with the status in the path, or {status} for the path's id.
      const ids = Array.isArray(body) ? [...new Set(body)] : [params.id];
      const status = Array.isArray(body) ? params.id : String(body.status);
      const change = () => adminUsers.changeStatus(session, params.id, body);
      // An unreadable status is refused by the service; the generic admin record logs that attempt.
      if (status !== '0' && status !== '1') await change();
      else await auditedForUsers(request, status === '1' ? 'user.enable' : 'user.disable', ids, change);
      return null;
    },
  });

  defineRoute(app, adminUsersEndpoints.putAdminUsersUnlock, {
    handler: async ({ params, request }) => {
      await audited(request, { action: 'user.unlock', target: await userTarget(params.id) }, () => adminUsers.unlock(params.id));
      return null;
    },
  });
}
