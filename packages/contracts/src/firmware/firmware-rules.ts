/** Firmware rules shared by the console and the server; no schemas here, so importing one costs nothing. */

/** Versions are three dot-separated numbers, as upstream. */
export const FIRMWARE_VERSION_PATTERN = /^\d+\.\d+\.\d+$/;
/** Only these images are accepted (as upstream), up to upstream's multipart limit of 100 MB. */
export const FIRMWARE_EXTENSIONS = ['.bin', '.apk'] as const;
export const FIRMWARE_MAX_BYTES = 100 * 1024 * 1024;
export const FIRMWARE_NAME_MAX = 100;
export const FIRMWARE_REMARK_MAX = 500;
/** A download link works this long and this many times (as upstream). */
export const FIRMWARE_LINK_TTL_SECONDS = 86_400;
export const FIRMWARE_LINK_MAX_USES = 3;

export function firmwareExtensionOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return (FIRMWARE_EXTENSIONS as readonly string[]).includes(extension) ? extension : undefined;
}

interface ParsedVersion {
  core: number[];
  pre: string[];
}

/** Reads what a device may report ("1.6.2", "v1.7", "1.8.0-rc.1"); anything unreadable counts as 0.0.0. */
function parseVersion(version: string): ParsedVersion {
  const match = /^\s*v?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+))?/.exec(version ?? '');
  if (!match) return { core: [0, 0, 0], pre: [] };
  const core = match[1]!.split('.').map(Number);
  while (core.length < 3) core.push(0);
  return { core, pre: match[2] ? match[2].split('.') : [] };
}

function comparePre(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length); // a release outranks its pre-releases
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    const [x, y] = [a[i]!, b[i]!];
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = numeric ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

/** Semantic order: numbers compared as numbers (1.10.0 > 1.9.3); negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < Math.max(x.core.length, y.core.length); i++) {
    const order = (x.core[i] ?? 0) - (y.core[i] ?? 0);
    if (order !== 0) return Math.sign(order);
  }
  return comparePre(x.pre, y.pre);
}
