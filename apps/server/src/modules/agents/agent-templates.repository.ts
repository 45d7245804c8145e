import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentTemplatesTable } from './agents.tables.ts';
import { containsText, toCount } from '../../db/sql-helpers.ts';

export type AgentTemplateRow = Selectable<AgentTemplatesTable>;
export type AgentTemplatePatch = Omit<Updateable<AgentTemplatesTable>, 'id' | 'created_at'>;

export class AgentTemplatesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  all(): Promise<AgentTemplateRow[]> {
    return this.#db.selectFrom('agent_templates').selectAll().orderBy('sort').orderBy('id').execute();
  }

  async page(agentName: string, limit: number, offset: number): Promise<{ total: number; rows: AgentTemplateRow[] }> {
    const scoped = this.#db.selectFrom('agent_templates').$if(agentName !== '', (qb) => qb.where(containsText('agent_name', agentName)));
    const [count, rows] = await Promise.all([
      scoped.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      scoped.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
    ]);
    return { total: toCount(count?.n), rows };
  }

  findById(id: string): Promise<AgentTemplateRow | undefined> {
    return this.#db.selectFrom('agent_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The template with the lowest sort is the default. */
  findDefault(): Promise<AgentTemplateRow | undefined> {
    return this.#db.selectFrom('agent_templates').selectAll().orderBy('sort').orderBy('id').limit(1).executeTakeFirst();
  }

  async insert(row: AgentTemplateRow): Promise<void> {
    await this.#db.insertInto('agent_templates').values(row).execute();
  }

  async update(id: string, patch: AgentTemplatePatch): Promise<void> {
    await this.#db.updateTable('agent_templates').set(patch).where('id', '=', id).execute();
  }

  async setSort(id: string, sort: number): Promise<void> {
    await this.#db.updateTable('agent_templates').set({ sort }).where('id', '=', id).execute();
  }

  async clearVoices(voiceIds: readonly string[]): Promise<void> {
    await this.#db.updateTable('agent_templates').set({ tts_voice_id: null }).where('tts_voice_id', 'in', voiceIds).execute();
  }

  async deleteByIds(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.deleteFrom('agent_templates').where('id', 'in', ids).execute();
  }
}
