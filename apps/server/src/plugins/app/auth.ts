import { ErrorCode, USER_STATUS } from '@vox/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** Upstream accepts "Bearer <token>" and the bare token (upstream.md §0.1). */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization?.trim() ?? '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

/** Missing, expired, revoked or disabled: body code 401 on HTTP 200, as the web expects (SPEC §6). */
export const authenticate: onRequestAsyncHookHandler = async (request) => {
  const token = tokenOf(request);
  const session = token ? await request.server.services.sessions.resolve(token) : null;
  if (!session || session.user.status !== USER_STATUS.NORMAL) throw new AppError(ErrorCode.UNAUTHORIZED);
  request.auth = session;
};

export const requireSuperAdmin: onRequestAsyncHookHandler = async (request) => {
  if (request.auth?.user.superAdmin !== 1) throw new AppError(ErrorCode.FORBIDDEN);
};

export type Access = 'anon' | 'user' | 'admin';

export const ACCESS_HOOKS: Record<Access, onRequestAsyncHookHandler[]> = {
  anon: [],
  user: [authenticate],
  admin: [authenticate, requireSuperAdmin],
};
