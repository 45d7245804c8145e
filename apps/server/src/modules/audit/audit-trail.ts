import type { AuditAction, AuditOutcome } from '@vox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { declaredRoutes } from '../../lib/route.ts';
import type { AuditDetail, AuditTarget } from './audit.service.ts';

export interface AuditRecordInput {
  action: AuditAction;
  target?: AuditTarget;
  /** Success unless told. */
  outcome?: AuditOutcome;
  /** Ids, names, codes; never request bodies, passwords, tokens, keys or secret values. */
  detail?: AuditDetail;
  /**
   * Who acted, when the request's session does not say (a sign-in). `null` id: an unknown account, whose attempted
   * phone may still be kept as the name.
   */
  user?: { id: string | null; name: string | null } | null;
}

/** Requests that recorded an action of their own, so the generic admin record does not log them twice. */
const recorded = new WeakSet<FastifyRequest>();
/** The error an admin route failed with, kept until its answer is sent. */
const failures = new WeakMap<FastifyRequest, unknown>();

/**
 * Records one action of this request: the acting user from its session (or `input.user`), its client IP (as
 * trustProxy resolves it) and user agent, and the time. Never throws: a failed write is logged by the service.
 */
export async function recordAudit(request: FastifyRequest, input: AuditRecordInput): Promise<void> {
  recorded.add(request);
  const session = request.auth;
  const user = input.user !== undefined ? input.user : session ? { id: session.user.id, name: session.user.username } : null;
  await request.server.services.audit.record({
    action: input.action,
    outcome: input.outcome ?? 'success',
    user,
    ...(input.target ? { target: input.target } : {}),
    ...(input.detail ? { detail: input.detail } : {}),
    ip: request.ip ?? '',
    userAgent: String(request.headers['user-agent'] ?? ''),
  });
}

/** The error code of a failed action, for the detail (an AppError's code; anything else is 500). */
export function failureCode(error: unknown): number {
  if (error instanceof AppError) return error.code;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

/**
 * Runs `work` and records the action as a success, or as a failure with the error code before rethrowing, so refused
 * attempts (deleting oneself, an unknown id) are in the log too. `input` may be computed from the result or error.
 */
export async function audited<T>(
  request: FastifyRequest,
  input: AuditRecordInput | ((outcome: { result?: T; error?: unknown }) => Promise<AuditRecordInput> | AuditRecordInput),
  work: () => Promise<T>,
): Promise<T> {
  const resolve = (outcome: { result?: T; error?: unknown }) => (typeof input === 'function' ? input(outcome) : input);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    const entry = await resolve({ error });
    await recordAudit(request, { ...entry, outcome: 'failure', detail: { ...entry.detail, code: failureCode(error) } });
    throw error;
  }
  await recordAudit(request, { ...(await resolve({ result })), outcome: 'success' });
  return result;
}

/**
 * Body fields whose values name what was changed and are never secret; every other field is kept by name only.
 * (A param edit stores `paramCode` and the field names, never `paramValue`, even for server.secret.)
 */
const NAMING_FIELDS = ['id', 'paramCode', 'dictType', 'dictLabel', 'dictValue', 'modelName', 'firmwareName', 'version', 'name', 'action', 'status'];
const NAMED_VALUE_MAX = 100;

/** What a generic admin record keeps of a request: path params, the body's field names, ids and naming fields. */
function describeRequest(request: FastifyRequest): { target: AuditTarget; detail: AuditDetail } {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = request.body as unknown;
  const detail: AuditDetail = {};
  const pathParams = Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value === 'string'));
  if (Object.keys(pathParams).length > 0) detail.params = pathParams;
  if (Array.isArray(body)) {
    // Batch deletes and status changes send a list of ids.
    detail.ids = body.filter((item) => typeof item === 'string' || typeof item === 'number').slice(0, 50).map(String);
  } else if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    detail.fields = Object.keys(record).slice(0, 50).sort();
    for (const key of NAMING_FIELDS) {
      const value = record[key];
      if ((typeof value === 'string' && value.length <= NAMED_VALUE_MAX) || typeof value === 'number') detail[key] = value;
    }
  }
  const id = typeof params.id === 'string' ? params.id : typeof detail.id === 'string' ? detail.id : null;
  return { target: { type: 'route', id, name: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}` }, detail };
}

/** Only an admin who passed the guard acts; refused callers are not admin actions (and could flood the log). */
const actedAsAdmin = (request: FastifyRequest) => request.auth?.user.superAdmin === 1;

async function rememberFailure(request: FastifyRequest, _reply: FastifyReply, error: unknown): Promise<void> {
  failures.set(request, error);
}

async function recordAdminChange(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (recorded.has(request) || !actedAsAdmin(request)) return payload;
  const { target, detail } = describeRequest(request);
  const failed = failures.has(request);
  if (failed) detail.code = failureCode(failures.get(request));
  await recordAudit(request, { action: 'admin.change', target, detail, outcome: failed ? 'failure' : 'success' });
  return payload;
}

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * One hook for every admin action: each non-GET route declared with access 'admin' (lib/route.ts) records an
 * `admin.change` when it answers, success or failure, unless its handler recorded a more specific action. Recorded
 * in onSend, before the answer leaves, so the entry exists once the caller has its answer. Call before the routes.
 */
export function registerAuditTrail(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = asArray(route.method);
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const declared = declaredRoutes().find((item) => item.url === route.url && methods.includes(item.method));
    if (declared?.access !== 'admin') return;
    route.onError = [...asArray(route.onError), rememberFailure] as RouteOptions['onError'];
    route.onSend = [...asArray(route.onSend), recordAdminChange] as RouteOptions['onSend'];
  });
}
