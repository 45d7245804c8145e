// Released with fingerprint 38dba96232cb790d6b1c554f0ac94fc01516d3c0ce61bbfa11c9b83f2f6afb8e
import type { Kysely } from 'kysely';

/**
 * Embedding models for knowledge-base semantic search: the model type `Embedding` with one provider, an
 * OpenAI-compatible `/embeddings` endpoint (Ollama, vLLM, Xinference, LM Studio and most hosted APIs speak it), and a
 * disabled example config an administrator fills in and makes the default. The rows are written out here, not read
 * from a seed file, so this migration stays what it was when released.
 *
 * Two indexes serve the vectors beside the segments: (dataset_id, embedding_model, seq, updated_at) answers "which
 * vectors of this dataset are current, and did they change" from the index alone (the vector cache's version check),
 * and (embedding_model, seq) finds the segments whose vectors are stale after the model changed without reading
 * every row's vector.
 */
const PROVIDER = {
  id: 'SYSTEM_Embedding_openai',
  model_type: 'Embedding',
  provider_code: 'openai',
  name: 'OpenAI兼容向量接口',
  fields: [
    { key: 'base_url', label: '基础URL', type: 'url' },
    { key: 'model_name', label: '模型名称', type: 'string' },
    { key: 'api_key', label: 'API密钥', type: 'password' },
    { key: 'dimensions', label: '向量维度', type: 'integer', min: 1, max: 16384 },
    { key: 'batch_size', label: '批大小', type: 'integer', min: 1, max: 2048 },
  ],
};

const EXAMPLE_CONFIG = {
  id: 'Embedding_OpenAICompatible',
  model_code: 'OpenAICompatible',
  model_name: 'OpenAI兼容向量模型',
  config: { type: 'openai', base_url: 'http://127.0.0.1:11434/v1', model_name: 'bge-m3', api_key: '', batch_size: 32 },
  doc_link: 'https://platform.openai.com/docs/api-reference/embeddings',
  remark: '示例：本机 Ollama 的 bge-m3；填好地址和模型后设为默认即启用知识库语义检索',
};

interface ProviderRow {
  id: string;
  model_type: string;
  provider_code: string;
  name: string;
  fields: string;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
}

interface ConfigRow {
  id: string;
  model_type: string;
  model_code: string;
  model_name: string;
  is_default: number;
  is_enabled: number;
  config_json: string;
  doc_link: string | null;
  remark: string | null;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
  owner_id: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db.withTables<{ model_providers: ProviderRow; model_configs: ConfigRow }>();
  const now = new Date().toISOString();
  const audit = { creator: null, updater: null, created_at: now, updated_at: now };
  if (!(await typed.selectFrom('model_providers').select('id').where('id', '=', PROVIDER.id).executeTakeFirst())) {
    await typed.insertInto('model_providers').values({ ...PROVIDER, fields: JSON.stringify(PROVIDER.fields), sort: 1, ...audit }).execute();
  }
  if (!(await typed.selectFrom('model_configs').select('id').where('id', '=', EXAMPLE_CONFIG.id).executeTakeFirst())) {
    await typed
      .insertInto('model_configs')
      .values({
        id: EXAMPLE_CONFIG.id,
        model_type: 'Embedding',
        model_code: EXAMPLE_CONFIG.model_code,
        model_name: EXAMPLE_CONFIG.model_name,
        is_default: 0,
        is_enabled: 0,
        config_json: JSON.stringify(EXAMPLE_CONFIG.config),
        doc_link: EXAMPLE_CONFIG.doc_link,
        remark: EXAMPLE_CONFIG.remark,
        sort: 1,
        ...audit,
        owner_id: null,
      })
      .execute();
  }
  await db.schema.createIndex('dataset_segments_vectors_idx').on('dataset_segments').columns(['dataset_id', 'embedding_model', 'seq', 'updated_at']).execute();
  await db.schema.createIndex('dataset_segments_embedding_model_idx').on('dataset_segments').columns(['embedding_model', 'seq']).execute();
}
