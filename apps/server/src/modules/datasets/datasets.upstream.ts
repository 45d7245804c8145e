import { DEFAULT_SCORE_THRESHOLD, DEFAULT_TOP_K } from '@vox/contracts';
import { missingOwner, mapEach, upstreamNumber, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/**
 * Knowledge bases under upstream's RAGFlow dataset id (the id upstream's API and console use). Their text is held by
 * RAGFlow, not by upstream's database, so they arrive empty.
 */
export const datasetsUpstreamImport: UpstreamTableImport = {
  source: 'ai_rag_dataset',
  sourceKey: ['id'],
  target: 'datasets',
  targetKey: ['id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const owner = upstreamText(row.creator);
      if (!owner) return 'its creator is not in sys_user';
      if (!context.userExists(owner)) return missingOwner(context, owner);
      const created = upstreamTime(row.created_at, context.now);
      return {
        id: upstreamText(row.dataset_id) ?? String(row.id),
        user_id: owner,
        name: upstreamText(row.name) ?? String(row.id),
        description: upstreamText(row.description) ?? '',
        top_k: DEFAULT_TOP_K,
        score_threshold: DEFAULT_SCORE_THRESHOLD,
        search_method: null,
        created_at: created,
        updated_at: upstreamTime(row.updated_at, created),
      };
    }),
};

/**
 * Each document under its name, marked as failed with the reason that its text stayed in RAGFlow, so its owner sees
 * what to upload again.
 */
export const documentsUpstreamImport: UpstreamTableImport = {
  source: 'ai_rag_knowledge_document',
  sourceKey: ['id'],
  target: 'dataset_documents',
  targetKey: ['id'],
  async map(rows, context) {
    const datasetIds = [...new Set(rows.map((row) => String(row.dataset_id)))];
    const upstreamDatasets = await context.query(`select id, dataset_id from ai_rag_dataset where id in (${datasetIds.map(() => '?').join(',')}) or dataset_id in (${datasetIds.map(() => '?').join(',')})`, [...datasetIds, ...datasetIds]);
    const ourId = new Map<string, string>();
    for (const dataset of upstreamDatasets) {
      ourId.set(String(dataset.id), String(dataset.dataset_id));
      ourId.set(String(dataset.dataset_id), String(dataset.dataset_id));
    }
    const imported = new Set((await context.db.selectFrom('datasets').select('id').where('id', 'in', [...new Set(ourId.values()), '']).execute()).map((row) => row.id));
    return mapEach(rows, (row) => String(row.id), (row) => {
      const datasetId = ourId.get(String(row.dataset_id));
      if (!datasetId || !imported.has(datasetId)) return 'its knowledge base was not imported';
      const name = upstreamText(row.name) ?? String(row.document_id);
      const created = upstreamTime(row.created_at, context.now);
      return {
        id: String(row.id),
        dataset_id: datasetId,
        name,
        source: 'upload',
        file_type: upstreamText(row.type) ?? extensionOf(name),
        size: upstreamNumber(row.size, 0),
        storage_key: '',
        process_rule: JSON.stringify({ mode: 'automatic', rules: {} }),
        status: 'failed',
        progress: 0,
        error_code: 'textInRagflow',
        error_detail: null,
        enabled: upstreamNumber(row.enabled, 1) ? 1 : 0,
        segment_count: 0,
        word_count: 0,
        generation: 0,
        created_at: created,
        updated_at: upstreamTime(row.updated_at, created),
      };
    });
  },
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
