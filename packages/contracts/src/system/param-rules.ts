/** Param constants and rules shared by the server and the web (schema-free: the web reads them without zod). */
export const PARAM_VALUE_TYPES = ['string', 'number', 'boolean', 'array', 'json'] as const;
export type ParamValueType = (typeof PARAM_VALUE_TYPES)[number];

export const PARAM_CODE_MAX = 100;
export const PARAM_VALUE_MAX = 2000;
export const PARAM_REMARK_MAX = 200;
/** Letters, digits, `_`, `-`, and `.` (the device server nests codes on dots). */
export const PARAM_CODE_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
export const PARAM_ARRAY_SEPARATOR = ';';

/** Upstream's list of code fragments whose values are masked. */
const SECRET_FRAGMENTS = ['api_key', 'personal_access_token', 'access_token', 'token', 'secret', 'access_key_secret', 'secret_key', 'password', 'mqtt_signature_key', 'private_key'];

export function isSecretParam(code: string): boolean {
  const lower = code.toLowerCase();
  return SECRET_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/**
 * Params the running system depends on: deleting or renaming one would break device-server
 * authentication (server.secret) or the sign-in envelope (SM2 keys), which are only generated at start.
 */
export const PROTECTED_PARAM_CODES: readonly string[] = ['server.secret', 'server.public_key', 'server.private_key'];

export const isProtectedParam = (code: string): boolean => PROTECTED_PARAM_CODES.includes(code);

/** Actions a device server accepts over its WebSocket. */
export const SERVER_ACTIONS = ['restart', 'update_config'] as const;
export type ServerAction = (typeof SERVER_ACTIONS)[number];
