import { maskValue } from '../../lib/secret-masking.ts';

/** Param and header names whose values are credentials (e.g. `key`, `Authorization`, `X-Api-Token`, `cookie`). */
const SECRET_NAME = /(key|token|secret|auth|password|passwd|credential|signature|cookie|sign)/i;
const MASK = '****';

export type KeyValues = Record<string, string>;

export const isMcpSecretName = (name: string): boolean => SECRET_NAME.test(name);
const isMasked = (value: string): boolean => value.includes(MASK);

export function maskKeyValues(values: KeyValues): KeyValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isMcpSecretName(name) ? String(maskValue(value)) : value]));
}

/** A submitted map where a secret sent back masked keeps the stored value; names left out are dropped. */
export function mergeKeyValues(stored: KeyValues, submitted: KeyValues): KeyValues {
  return Object.fromEntries(
    Object.entries(submitted).map(([name, value]) => [name, isMcpSecretName(name) && isMasked(value) && name in stored ? stored[name]! : value]),
  );
}

/** On create nothing is stored: a masked secret means "not set". */
export function dropMasked(values: KeyValues): KeyValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isMcpSecretName(name) && isMasked(value) ? '' : value]));
}

/** Secret query values inside a URL (`…/sse?key=abc`) masked too. */
export function maskUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  let changed = false;
  for (const [name, value] of url.searchParams) {
    if (isMcpSecretName(name) && value !== '') {
      url.searchParams.set(name, String(maskValue(value)));
      changed = true;
    }
  }
  return changed ? url.toString() : raw;
}

/** The stored URL when the submitted one is its masked form. */
export function mergeUrl(stored: string, submitted: string): string {
  return isMasked(submitted) && maskUrl(stored) === submitted ? stored : submitted;
}
