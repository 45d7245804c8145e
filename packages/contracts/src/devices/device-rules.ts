/** Device identity rules; no schemas here, so importing one costs nothing. */

/** Manual add (upstream's rule). */
export const MAC_ADDRESS_PATTERN = /^([0-9A-Fa-f]{2}[:-]){5}([0-9A-Fa-f]{2})$/;
/** The firmware's `Device-Id` header check is looser than the manual-add one (letters beyond A–F pass, as upstream). */
export const DEVICE_ID_HEADER_PATTERN = /^([0-9A-Za-z]{2}[:-]){5}([0-9A-Za-z]{2})$/;
export const ACTIVATION_CODE_PATTERN = /^\d{6}$/;
export const ACTIVATION_CODE_LENGTH = 6;
export const ACTIVATION_CODE_TTL_SECONDS = 86_400;
export const DEVICE_ALIAS_MAX = 64;

/** One spelling per device: lower case with colons, so `AA-BB-…` and `aa:bb:…` are the same device. */
export function normalizeMac(mac: string): string {
  return mac.trim().toLowerCase().replaceAll('-', ':');
}
