/** Keys whose values are secrets (upstream's list, plus password/api_secret/authorization and *_api_key). */
const SECRET_KEY = /(^|_)(api_key|secret|secret_key|password|token|authorization)$/i;
const MASK = '****';

type Json = Record<string, unknown>;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** First 4 + **** + last 4 for long values, stars only for short ones (so a short key reveals nothing). */
export function maskValue(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  return value.length >= 12 ? `${value.slice(0, 4)}${MASK}${value.slice(-4)}` : MASK;
}

/** A copy with every secret, at any depth of nested objects, masked. */
export function maskConfig(config: Json): Json {
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, isSecretKey(key) ? maskValue(value) : isPlainObject(value) ? maskConfig(value) : value]),
  );
}

const isMasked = (value: unknown): boolean => typeof value === 'string' && value.includes(MASK);

/**
 * An edit's config (upstream's merge rules): a secret sent back masked keeps the stored
 * value (upstream PR#2370 once saved **** over real keys), nested objects merge, and keys
 * left out are dropped unless they are secrets.
 */
export function mergeConfig(stored: Json, submitted: Json): Json {
  const result: Json = {};
  for (const [key, value] of Object.entries(submitted)) {
    if (isSecretKey(key) && isMasked(value)) {
      if (key in stored) result[key] = stored[key];
    } else if (isPlainObject(value) && isPlainObject(stored[key])) {
      result[key] = mergeConfig(stored[key], value);
    } else {
      result[key] = value;
    }
  }
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in result) && !(key in submitted) && isSecretKey(key)) result[key] = value;
  }
  return result;
}

/** On create nothing is stored yet: a masked secret (e.g. from a duplicated row) means "not set". */
export function dropMaskedSecrets(config: Json): Json {
  return Object.fromEntries(Object.entries(config).map(([key, value]) => [key, isSecretKey(key) && isMasked(value) ? '' : value]));
}
