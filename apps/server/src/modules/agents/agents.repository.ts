import type { AgentListQuery } from '@vox/contracts';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentsTable } from './agents.tables.ts';
import { containsText, toCount } from '../../db/sql-helpers.ts';

export type AgentRow = Selectable<AgentsTable>;
export type AgentPatch = Omit<Updateable<AgentsTable>, 'id' | 'user_id' | 'created_at'>;

export interface AgentListRow {
  id: string;
  agent_name: string;
  system_prompt: string | null;
  summary_memory: string | null;
  mem_model_id: string | null;
  /** The ids behind the names below, by which seeded configs and voices are labelled. */
  tts_model_id: string | null;
  tts_voice_id: string | null;
  llm_model_id: string | null;
  vllm_model_id: string | null;
  tts_model_name: string | null;
  tts_voice_name: string | null;
  llm_model_name: string | null;
  vllm_model_name: string | null;
  device_count: unknown;
  last_connected_at: string | null;
}

const AGENT_MODEL_COLUMNS = ['asr_model_id', 'vad_model_id', 'llm_model_id', 'slm_model_id', 'vllm_model_id', 'tts_model_id', 'mem_model_id', 'intent_model_id'] as const;

export class AgentsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * The home cards in one query: model and voice names joined, device count and last contact
   * from one grouped pass over the user's devices (no query per agent). The name search also matches tag names;
   * tags themselves are read in one more query by the service.
   */
  listForUser(userId: string, { keyword, searchType }: AgentListQuery): Promise<AgentListRow[]> {
    const devicesOfUser = this.#db
      .selectFrom('devices')
      .select(['agent_id', (eb) => eb.fn.countAll().as('device_count'), (eb) => eb.fn.max('last_connected_at').as('last_connected_at')])
      .where('user_id', '=', userId)
      .groupBy('agent_id')
      .as('d');
    return this.#db
      .selectFrom('agents')
      .leftJoin('model_configs as tts', 'tts.id', 'agents.tts_model_id')
      .leftJoin('tts_voices as voice', 'voice.id', 'agents.tts_voice_id')
      .leftJoin('voice_clones as clone', (join) => join.onRef('clone.id', '=', 'agents.tts_voice_id').onRef('clone.user_id', '=', 'agents.user_id'))
      .leftJoin('model_configs as llm', 'llm.id', 'agents.llm_model_id')
      .leftJoin('model_configs as vllm', 'vllm.id', 'agents.vllm_model_id')
      .leftJoin(devicesOfUser, (join) => join.onRef('d.agent_id', '=', 'agents.id'))
      .select([
        'agents.id',
        'agents.agent_name',
        'agents.system_prompt',
        'agents.summary_memory',
        'agents.mem_model_id',
        'agents.tts_model_id',
        'agents.tts_voice_id',
        'agents.llm_model_id',
        'agents.vllm_model_id',
        'tts.model_name as tts_model_name',
        (eb) => eb.fn.coalesce('voice.name', 'clone.name').as('tts_voice_name'),
        'llm.model_name as llm_model_name',
        'vllm.model_name as vllm_model_name',
        'd.device_count',
        'd.last_connected_at',
      ])
      .where('agents.user_id', '=', userId)
      .$if(keyword !== '' && searchType === 'name', (qb) =>
        qb.where((eb) =>
          eb.or([
            containsText('agents.agent_name', keyword),
            eb(
              'agents.id',
              'in',
              eb
                .selectFrom('agent_tag_relations as r')
                .innerJoin('agent_tags as t', 't.id', 'r.tag_id')
                .select('r.agent_id')
                .where('t.user_id', '=', userId)
                .where(containsText('t.tag_name', keyword)),
            ),
          ]),
        ),
      )
      .$if(keyword !== '' && searchType === 'mac', (qb) =>
        qb.where('agents.id', 'in', (eb) =>
          eb.selectFrom('devices').select('devices.agent_id').where('devices.user_id', '=', userId).where(containsText('devices.mac_address', keyword)),
        ),
      )
      .orderBy('agents.created_at', 'desc')
      .orderBy('agents.id', 'desc')
      .execute() as Promise<AgentListRow[]>;
  }

  /** Owner-scoped: another user's agent is not found. */
  findOwned(id: string, userId: string): Promise<AgentRow | undefined> {
    return this.#db.selectFrom('agents').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  findById(id: string): Promise<AgentRow | undefined> {
    return this.#db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: AgentRow): Promise<void> {
    await this.#db.insertInto('agents').values(row).execute();
  }

  async update(id: string, patch: AgentPatch): Promise<void> {
    await this.#db.updateTable('agents').set(patch).where('id', '=', id).execute();
  }

  /** Names of the agents that use a model config in any model slot. */
  async namesUsingModel(modelId: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('agents')
      .select('agent_name')
      .where((eb) => eb.or(AGENT_MODEL_COLUMNS.map((column) => eb(column, '=', modelId))))
      .orderBy('agent_name')
      .execute();
    return rows.map((row) => row.agent_name);
  }

  async clearVoices(voiceIds: readonly string[]): Promise<void> {
    await this.#db.updateTable('agents').set({ tts_voice_id: null }).where('tts_voice_id', 'in', voiceIds).execute();
  }

  async countForUser(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('agents').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst();
    return toCount(row?.n);
  }

  /** The user's agents, oldest first like the agent list. */
  namesOfUser(userId: string): Promise<{ id: string; agent_name: string }[]> {
    return this.#db.selectFrom('agents').select(['id', 'agent_name']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  }

  /** These agents' names, those that exist, in no particular order. */
  async namesByIds(ids: readonly string[]): Promise<{ id: string; agent_name: string }[]> {
    if (ids.length === 0) return [];
    return this.#db.selectFrom('agents').select(['id', 'agent_name']).where('id', 'in', [...ids]).execute();
  }

  async idsOfUser(userId: string): Promise<string[]> {
    const rows = await this.#db.selectFrom('agents').select('id').where('user_id', '=', userId).execute();
    return rows.map((row) => row.id);
  }

  async deleteByIds(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.deleteFrom('agents').where('id', 'in', ids).execute();
  }
}
