import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { McpServersTable } from './mcp.tables.ts';
import { containsText, toCount } from '../../db/sql-helpers.ts';

export type McpServerRow = Selectable<McpServersTable> & { subscriptions: number };

export interface McpServerFilter {
  keyword: string;
  tag: string;
}

function selectServers(db: Kysely<Database>) {
  return db
    .selectFrom('mcp_servers')
    .selectAll('mcp_servers')
    .select((eb) =>
      eb.selectFrom('user_mcps').whereRef('user_mcps.server_id', '=', 'mcp_servers.id').select((inner) => inner.fn.countAll().as('n')).as('subscriptions'),
    );
}
type ServerQuery = ReturnType<typeof selectServers>;

const withCount = <T extends { subscriptions: unknown }>(row: T) => ({ ...row, subscriptions: toCount(row.subscriptions) });

/** Store entries; the subscription count comes with every row. Lists are small (a market), so unpaged. */
export class McpServersRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async #list(build: (qb: ServerQuery) => ServerQuery, filter: McpServerFilter): Promise<McpServerRow[]> {
    const query = build(selectServers(this.#db))
      .$if(filter.keyword !== '', (qb) => qb.where((eb) => eb.or([containsText('name', filter.keyword), containsText('description', filter.keyword)])))
      // Tags are a JSON array of strings: match the quoted tag exactly.
      .$if(filter.tag !== '', (qb) => qb.where(containsText('tags', JSON.stringify(filter.tag))))
      .orderBy('created_at', 'desc')
      .orderBy('id');
    return (await query.execute()).map(withCount);
  }

  /** The market: public servers, published only unless `includeUnpublished`. */
  listPublic(filter: McpServerFilter, includeUnpublished: boolean): Promise<McpServerRow[]> {
    return this.#list((qb) => qb.where('is_private', '=', 0).$if(!includeUnpublished, (inner) => inner.where('status', '=', 'published')), filter);
  }

  /** Servers a user manages: their own, plus every public one for a super-admin. */
  listManaged(userId: string, superAdmin: boolean, filter: McpServerFilter): Promise<McpServerRow[]> {
    return this.#list((qb) => qb.where((eb) => (superAdmin ? eb.or([eb('owner_id', '=', userId), eb('is_private', '=', 0)]) : eb('owner_id', '=', userId))), filter);
  }

  async findById(id: string): Promise<McpServerRow | undefined> {
    const row = await selectServers(this.#db).where('id', '=', id).executeTakeFirst();
    return row ? withCount(row) : undefined;
  }

  async nameTaken(nameScope: string, name: string, exceptId: string | null): Promise<boolean> {
    const row = await this.#db
      .selectFrom('mcp_servers')
      .select('id')
      .where('name_scope', '=', nameScope)
      .where('name', '=', name)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: Insertable<McpServersTable>): Promise<void> {
    await this.#db.insertInto('mcp_servers').values(row).execute();
  }

  async update(id: string, patch: Updateable<McpServersTable>): Promise<void> {
    await this.#db.updateTable('mcp_servers').set(patch).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('mcp_servers').where('id', '=', id).execute();
  }

  async deleteByOwners(ownerIds: readonly string[]): Promise<void> {
    if (ownerIds.length === 0) return;
    await this.#db.deleteFrom('mcp_servers').where('owner_id', 'in', ownerIds).where('is_private', '=', 1).execute();
  }
}
