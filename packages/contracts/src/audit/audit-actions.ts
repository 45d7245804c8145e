/**
 * Every action the audit log records, one catalogue for the server that writes them and the web that
 * filters and labels them. Names are `<area>.<verb>`; a stored row keeps its name even if one is retired here, so the
 * screen falls back to the raw name for anything it no longer knows.
 */
export const AUDIT_ACTIONS = [
  /** A sign-in through the console form, successful or not (failures name the error code). */
  'auth.sign_in',
  /** A sign-in through the OpenID Connect provider; refusals (state, code, ID token, unknown person) name the error code. */
  'auth.sso_sign_in',
  /** A playground turn: the agent, the session, and whether it was saved. */
  'agent.playground',
  'user.create',
  'user.enable',
  'user.disable',
  'user.delete',
  'user.password_reset',
  'user.unlock',
  'api_key.create',
  'api_key.update',
  'api_key.reveal',
  'api_key.delete',
  /** A secret param's value shown in the clear to an admin. */
  'param.secret_reveal',
  /**
   * Any other change an admin makes (every non-GET admin route without an action of its own): the target names the
   * route, the detail the path ids and the names of the fields sent, never their values.
   */
  'admin.change',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
