import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UserMcpsTable } from './mcp.tables.ts';
import { toCount } from '../../db/sql-helpers.ts';

export type UserMcpRow = Selectable<UserMcpsTable> & { server_name: string | null; server_private: number | null; agent_count: number };

function selectMcps(db: Kysely<Database>) {
  return db
    .selectFrom('user_mcps')
    .leftJoin('mcp_servers', 'mcp_servers.id', 'user_mcps.server_id')
    .selectAll('user_mcps')
    .select(['mcp_servers.name as server_name', 'mcp_servers.is_private as server_private'])
    .select((eb) =>
      eb.selectFrom('agent_mcps').whereRef('agent_mcps.mcp_id', '=', 'user_mcps.id').select((inner) => inner.fn.countAll().as('n')).as('agent_count'),
    );
}

const withCount = <T extends { agent_count: unknown }>(row: T) => ({ ...row, agent_count: toCount(row.agent_count) });

/** Users' MCP instances; every read is scoped to the owner. */
export class UserMcpsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async ownedBy(ownerId: string): Promise<UserMcpRow[]> {
    const rows = await selectMcps(this.#db).where('user_mcps.owner_id', '=', ownerId).orderBy('user_mcps.created_at', 'desc').orderBy('user_mcps.id').execute();
    return rows.map(withCount);
  }

  async findOwned(id: string, ownerId: string): Promise<UserMcpRow | undefined> {
    const row = await selectMcps(this.#db).where('user_mcps.id', '=', id).where('user_mcps.owner_id', '=', ownerId).executeTakeFirst();
    return row ? withCount(row) : undefined;
  }

  /** Ids among `ids` that the owner really has. */
  async ownedIds(ownerId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db.selectFrom('user_mcps').select('id').where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  async nameTaken(ownerId: string, name: string, exceptId: string | null): Promise<boolean> {
    const row = await this.#db
      .selectFrom('user_mcps')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('name', '=', name)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: Insertable<UserMcpsTable>): Promise<void> {
    await this.#db.insertInto('user_mcps').values(row).execute();
  }

  async update(id: string, patch: Updateable<UserMcpsTable>): Promise<void> {
    await this.#db.updateTable('user_mcps').set(patch).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('user_mcps').where('id', '=', id).execute();
  }

  async deleteByOwners(ownerIds: readonly string[]): Promise<void> {
    if (ownerIds.length === 0) return;
    await this.#db.deleteFrom('agent_mcps').where('mcp_id', 'in', (eb) => eb.selectFrom('user_mcps').select('id').where('owner_id', 'in', ownerIds)).execute();
    await this.#db.deleteFrom('user_mcps').where('owner_id', 'in', ownerIds).execute();
  }
}
