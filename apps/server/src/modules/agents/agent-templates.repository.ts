import type { Kysely, Selectable } from 'kysely';
import type { AgentTemplatesTable, Database } from '../../db/database.ts';

export type AgentTemplateRow = Selectable<AgentTemplatesTable>;

export class AgentTemplatesRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  all(): Promise<AgentTemplateRow[]> {
    return this.#db.selectFrom('agent_templates').selectAll().orderBy('sort').orderBy('id').execute();
  }

  findById(id: string): Promise<AgentTemplateRow | undefined> {
    return this.#db.selectFrom('agent_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The template with the lowest sort is the default (upstream.md §3.3). */
  findDefault(): Promise<AgentTemplateRow | undefined> {
    return this.#db.selectFrom('agent_templates').selectAll().orderBy('sort').orderBy('id').limit(1).executeTakeFirst();
  }
}
