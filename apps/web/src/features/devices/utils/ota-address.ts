/** Hosts a device on the customer's network cannot reach: loopback, 0.0.0.0 and Docker's 172.17-31 bridge addresses. */
const UNREACHABLE_HOST = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?|172\.(1[7-9]|2\d|3[01])\.\d+\.\d+)$/i;

export function unreachableHost(url: string): string | null {
  try {
    const { hostname } = new URL(url);
    return UNREACHABLE_HOST.test(hostname) ? hostname : null;
  } catch {
    return null;
  }
}
