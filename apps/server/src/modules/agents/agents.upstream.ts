import { createHash } from 'node:crypto';
import { canonicalLanguageTag } from '@vox/contracts';
import { missingOwner, mapEach, upstreamNumber, upstreamText, upstreamTime, type MappedBatch, type UpstreamImportContext, type UpstreamRow, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : upstreamNumber(value, 0));

/** The model, voice and prompt columns `ai_agent` and `ai_agent_template` share; `langCode` stored canonical. */
function settingsOf(row: UpstreamRow, now: string) {
  const created = upstreamTime(row.created_at, now);
  const langCode = upstreamText(row.lang_code)?.trim();
  return {
    agent_code: upstreamText(row.agent_code),
    agent_name: upstreamText(row.agent_name) ?? '',
    asr_model_id: upstreamText(row.asr_model_id),
    vad_model_id: upstreamText(row.vad_model_id),
    llm_model_id: upstreamText(row.llm_model_id),
    vllm_model_id: upstreamText(row.vllm_model_id),
    tts_model_id: upstreamText(row.tts_model_id),
    tts_voice_id: upstreamText(row.tts_voice_id),
    tts_language: upstreamText(row.tts_language),
    tts_volume: nullableNumber(row.tts_volume),
    tts_rate: nullableNumber(row.tts_rate),
    tts_pitch: nullableNumber(row.tts_pitch),
    mem_model_id: upstreamText(row.mem_model_id),
    intent_model_id: upstreamText(row.intent_model_id),
    system_prompt: upstreamText(row.system_prompt),
    summary_memory: upstreamText(row.summary_memory),
    chat_history_conf: upstreamNumber(row.chat_history_conf, 0),
    lang_code: langCode ? canonicalLanguageTag(langCode) : null,
    language: upstreamText(row.language),
    sort: upstreamNumber(row.sort, 0),
    created_at: created,
    updated_at: upstreamTime(row.updated_at, created),
  };
}

/** Every column of `ai_agent`, under the same id, owner and models, so devices get the same config. */
export const agentsUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent',
  sourceKey: ['id'],
  target: 'agents',
  targetKey: ['id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const owner = upstreamText(row.user_id);
      if (!owner) return 'no owner';
      if (!context.userExists(owner)) return missingOwner(context, owner);
      return { id: String(row.id), user_id: owner, slm_model_id: upstreamText(row.slm_model_id), ...settingsOf(row, context.now) };
    }),
};

/** Upstream's templates become the console's set: the seeded ones go on a first import. */
export const agentTemplatesUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_template',
  sourceKey: ['id'],
  target: 'agent_templates',
  targetKey: ['id'],
  replaces: true,
  prepare: async (db) => {
    await db.deleteFrom('agent_templates').execute();
  },
  map: async (rows, context) => mapEach(rows, (row) => String(row.id), (row) => ({ id: String(row.id), ...settingsOf(row, context.now) })),
};

export const agentPluginMappingsUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_plugin_mapping',
  sourceKey: ['id'],
  target: 'agent_plugin_mappings',
  targetKey: ['id'],
  async map(rows, context) {
    const pluginIds = [...new Set(rows.map((row) => String(row.plugin_id)))];
    const knowledgeBases = !context.hasColumn('ai_rag_dataset', 'id')
      ? []
      : await context.query(`select id, dataset_id from ai_rag_dataset where id in (${pluginIds.map(() => '?').join(',')}) or dataset_id in (${pluginIds.map(() => '?').join(',')})`, [...pluginIds, ...pluginIds]);
    const knowledgeIds = new Set(knowledgeBases.flatMap((base) => [String(base.id), String(base.dataset_id)]));
    // A knowledge base is bound through the knowledge-retrieval module's own import, never stored as a plugin here.
    const plugins = rows.filter((row) => !knowledgeIds.has(String(row.plugin_id)));
    const batch = mapEach(plugins, (row) => String(row.id), (row) => {
      const agentId = String(row.agent_id);
      if (!context.agentExists(agentId)) return `agent ${agentId} is not in ai_agent`;
      return { id: String(row.id), agent_id: agentId, plugin_id: String(row.plugin_id), param_info: upstreamText(row.param_info) ?? '{}', created_at: context.now, updated_at: context.now };
    });
    return { ...batch, present: rows.length - plugins.length };
  },
};

/** Upstream keeps one tag list; here tags belong to a user, so each user whose agents carry a tag gets a copy of it. */
export const agentTagsUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_tag',
  sourceKey: ['id'],
  target: 'agent_tags',
  targetKey: ['id'],
  async map(rows, context) {
    const live = rows.filter((row) => upstreamNumber(row.deleted, 0) === 0);
    const users = await tagUsers(live.map((row) => String(row.id)), context);
    const batch: MappedBatch = { rows: [], skipped: rows.filter((row) => !live.includes(row)).map((row) => ({ id: String(row.id), reason: 'deleted in upstream' })) };
    for (const row of live) {
      const creator = upstreamText(row.creator);
      const owners = new Set([...(users.get(String(row.id)) ?? []), ...(creator && context.userExists(creator) ? [creator] : [])]);
      if (owners.size === 0) batch.skipped.push({ id: String(row.id), reason: 'neither its creator nor an agent carrying it is imported' });
      for (const owner of owners) {
        batch.rows.push({ id: tagIdFor(String(row.id), creator, owner), user_id: owner, tag_name: upstreamText(row.tag_name) ?? '', sort: upstreamNumber(row.sort, 0), created_at: upstreamTime(row.created_at, context.now) });
      }
    }
    return batch;
  },
};

export const agentTagRelationsUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_tag_relation',
  sourceKey: ['id'],
  target: 'agent_tag_relations',
  targetKey: ['agent_id', 'tag_id'],
  async map(rows, context) {
    const tagIds = [...new Set(rows.map((row) => String(row.tag_id)))];
    const tags = await context.query(`select id, creator, deleted from ai_agent_tag where id in (${tagIds.map(() => '?').join(',')})`, tagIds);
    const creatorOf = new Map(tags.filter((tag) => upstreamNumber(tag.deleted, 0) === 0).map((tag) => [String(tag.id), upstreamText(tag.creator)]));
    return mapEach(rows, (row) => String(row.id), (row) => {
      const agentId = String(row.agent_id);
      const owner = context.ownerOfAgent(agentId);
      const tagId = String(row.tag_id);
      if (!owner) return `agent ${agentId} is not in ai_agent`;
      if (!creatorOf.has(tagId)) return 'its tag is deleted or missing';
      return { agent_id: agentId, tag_id: tagIdFor(tagId, creatorOf.get(tagId) ?? null, owner), sort: upstreamNumber(row.sort, 0), created_at: upstreamTime(row.created_at, context.now) };
    });
  },
};

/** The creator's copy keeps upstream's id; another user's copy gets an id derived from both, the same on every run. */
function tagIdFor(tagId: string, creator: string | null, owner: string): string {
  return owner === creator ? tagId : createHash('md5').update(`${tagId}:${owner}`).digest('hex');
}

/** The owners of the agents carrying each tag. */
async function tagUsers(tagIds: readonly string[], context: UpstreamImportContext): Promise<Map<string, string[]>> {
  const users = new Map<string, string[]>();
  if (tagIds.length === 0) return users;
  const relations = await context.query(`select distinct tag_id, agent_id from ai_agent_tag_relation where tag_id in (${tagIds.map(() => '?').join(',')})`, tagIds);
  for (const relation of relations) {
    const owner = context.ownerOfAgent(String(relation.agent_id));
    if (!owner) continue;
    const owners = users.get(String(relation.tag_id)) ?? [];
    if (!owners.includes(owner)) owners.push(owner);
    users.set(String(relation.tag_id), owners);
  }
  return users;
}

/** `context_providers` is the JSON list `[{url, headers}]` in both consoles. */
export const agentContextProvidersUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_context_provider',
  sourceKey: ['id'],
  target: 'agent_context_providers',
  targetKey: ['agent_id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const agentId = String(row.agent_id);
      if (!context.agentExists(agentId)) return `agent ${agentId} is not in ai_agent`;
      const providers = upstreamText(row.context_providers) ?? '[]';
      if (!isJsonList(providers)) return 'context_providers is not a JSON list';
      const created = upstreamTime(row.created_at, context.now);
      return { agent_id: agentId, providers, created_at: created, updated_at: upstreamTime(row.updated_at, created) };
    }),
};

export const agentSnapshotsUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_snapshot',
  sourceKey: ['id'],
  target: 'agent_snapshots',
  targetKey: ['id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const agentId = String(row.agent_id);
      const owner = context.ownerOfAgent(agentId);
      if (!owner) return `agent ${agentId} is not in ai_agent`;
      return {
        id: String(row.id),
        agent_id: agentId,
        user_id: owner,
        version_no: upstreamNumber(row.version_no, 1),
        snapshot_data: upstreamText(row.snapshot_data) ?? '{}',
        changed_fields: upstreamText(row.changed_fields) ?? '[]',
        source: upstreamText(row.source) ?? 'config',
        restore_from_version_no: row.restore_from_version_no === null || row.restore_from_version_no === undefined ? null : upstreamNumber(row.restore_from_version_no, 0),
        created_at: upstreamTime(row.created_at, context.now),
      };
    }),
};

function isJsonList(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
