import { randomBytes } from 'node:crypto';
import { MCP_PROXY_CONNECT_PATH, MCP_PROXY_TOKEN_DAYS, MCP_PROXY_TOKEN_PREFIX, USER_STATUS, type McpProxyToken } from '@vox/contracts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId, sha256Hex } from '../../lib/ids.ts';
import type { Repositories } from '../repositories.ts';
import type { UsersService } from '../users/index.ts';
import type { McpProxyHub } from './mcp-proxy-hub.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'mcpProxyTokens'>;

const TTL_SECONDS = MCP_PROXY_TOKEN_DAYS * 24 * 3600;
/** Live tokens kept per user; older ones go when a new one is issued. */
const KEEP = 5;

export interface ProxyOwner {
  userId: string;
  expiresAt: number;
}

/**
 * MCP proxy tokens. Tokens are stored hashed, so a GET cannot hand back an
 * earlier token: each GET issues a fresh 30-day token and earlier ones stay valid (the newest five), so a
 * connected tool host is not cut off. DELETE revokes them all and closes the user's proxy sockets.
 */
export class McpProxyService {
  readonly #repos: UsedRepositories;
  readonly #users: Pick<UsersService, 'findById'>;
  readonly #clock: Clock;
  readonly hub: McpProxyHub;

  constructor(deps: { repos: UsedRepositories; users: Pick<UsersService, 'findById'>; clock: Clock; hub: McpProxyHub }) {
    this.#repos = deps.repos;
    this.#users = deps.users;
    this.#clock = deps.clock;
    this.hub = deps.hub;
  }

  /** `origin` is `ws(s)://host` of the request. */
  async issue(userId: string, origin: string): Promise<McpProxyToken> {
    const token = `${MCP_PROXY_TOKEN_PREFIX}${randomBytes(24).toString('hex')}`;
    const createdAt = isoFromNow(this.#clock);
    const expiresAt = isoFromNow(this.#clock, TTL_SECONDS);
    await this.#repos.mcpProxyTokens.insert({ id: newId(), user_id: userId, token_hash: sha256Hex(token), expires_at: expiresAt, created_at: createdAt });
    await this.#repos.mcpProxyTokens.prune(userId, createdAt, KEEP);
    return { token, wss_endpoint: `${origin}${MCP_PROXY_CONNECT_PATH}?token=${token}`, expires_at: expiresAt, created_at: createdAt };
  }

  async resolve(token: string): Promise<ProxyOwner | null> {
    if (!token.startsWith(MCP_PROXY_TOKEN_PREFIX)) return null;
    const row = await this.#repos.mcpProxyTokens.findLive(sha256Hex(token), isoFromNow(this.#clock));
    if (!row) return null;
    // A disabled account's tokens stop working too, like its sign-in tokens.
    const user = await this.#users.findById(row.user_id);
    return user?.status === USER_STATUS.NORMAL ? { userId: row.user_id, expiresAt: Date.parse(row.expires_at) } : null;
  }

  async revoke(userId: string): Promise<void> {
    await this.#repos.mcpProxyTokens.deleteByUsers([userId]);
    this.hub.closeUser(userId);
  }
}
