import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { McpProxyTokensTable } from './mcp.tables.ts';

export type McpProxyTokenRow = Selectable<McpProxyTokensTable>;

/** MCP proxy tokens, stored hashed. */
export class McpProxyTokensRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: McpProxyTokenRow): Promise<void> {
    await this.#db.insertInto('mcp_proxy_tokens').values(row).execute();
  }

  findLive(tokenHash: string, now: string): Promise<McpProxyTokenRow | undefined> {
    return this.#db.selectFrom('mcp_proxy_tokens').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
  }

  /** Expired tokens and all but the newest `keep` live ones of the user go. */
  async prune(userId: string, now: string, keep: number): Promise<void> {
    await this.#db.deleteFrom('mcp_proxy_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
    const kept = await this.#db.selectFrom('mcp_proxy_tokens').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(keep).execute();
    if (kept.length < keep) return;
    await this.#db.deleteFrom('mcp_proxy_tokens').where('user_id', '=', userId).where('id', 'not in', kept.map((row) => row.id)).execute();
  }

  async deleteByUsers(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.#db.deleteFrom('mcp_proxy_tokens').where('user_id', 'in', userIds).execute();
  }
}
