import { createCipheriv, createHash } from 'node:crypto';

/** Param holding the MCP endpoint service's address with its key, e.g. `http://host:8004/mcp_endpoint/health?key=…`. */
export const MCP_ENDPOINT_PARAM = 'server.mcp_endpoint';

/**
 * The agent's MCP access point as upstream builds it: the param's address up to its last `/`, as
 * ws (wss for https), plus `/mcp/?token=`; the token is AES-ECB (PKCS#7) of `{"agentId": "<md5 hex of the id>"}`
 * with the param's `key`, base64, URL-encoded. The endpoint service decrypts it with the same key. Null when the
 * param is unset or not an address with a key.
 */
export function accessPointAddress(mcpEndpoint: string, agentId: string): string | null {
  const url = parse(mcpEndpoint.trim());
  const key = url?.searchParams.get('key');
  if (!url || !key || (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'ws:' && url.protocol !== 'wss:')) return null;
  const scheme = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss' : 'ws';
  const base = `${scheme}://${url.host}${url.pathname.slice(0, url.pathname.lastIndexOf('/'))}`;
  return `${base}/mcp/?token=${encodeURIComponent(accessToken(agentId, key))}`;
}

/** Where tools are listed and called for the agent: the access point with `/mcp/` as `/call/`. */
export function callAddress(accessPoint: string): string {
  return accessPoint.replace('/mcp/', '/call/');
}

export function accessToken(agentId: string, key: string): string {
  const agentHash = createHash('md5').update(agentId, 'utf8').digest('hex');
  const cipher = createCipheriv(`aes-${aesKey(key).length * 8}-ecb`, aesKey(key), null);
  return Buffer.concat([cipher.update(`{"agentId": "${agentHash}"}`, 'utf8'), cipher.final()]).toString('base64');
}

/** A 16, 24 or 32-byte key is used as is; any other is cut or zero-padded to 32 bytes, as upstream's AESUtils does. */
export function aesKey(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length === 16 || bytes.length === 24 || bytes.length === 32) return bytes;
  const padded = Buffer.alloc(32);
  bytes.copy(padded, 0, 0, Math.min(bytes.length, 32));
  return padded;
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
