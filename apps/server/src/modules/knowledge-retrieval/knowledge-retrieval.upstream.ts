import { upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/**
 * Upstream binds a knowledge base to an agent as a plugin mapping whose plugin id is the base's id; here that is the
 * agent's knowledge-base binding, under the RAGFlow dataset id the base was imported with. Other mappings are plugins.
 */
export const agentDatasetsUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_plugin_mapping',
  sourceKey: ['id'],
  target: 'agent_datasets',
  targetKey: ['agent_id', 'dataset_id'],
  async map(rows, context) {
    if (!context.hasColumn('ai_rag_dataset', 'id')) return { rows: [], skipped: [], present: rows.length };
    const pluginIds = [...new Set(rows.map((row) => String(row.plugin_id)))];
    const bases = await context.query(`select id, dataset_id from ai_rag_dataset where id in (${pluginIds.map(() => '?').join(',')}) or dataset_id in (${pluginIds.map(() => '?').join(',')})`, [...pluginIds, ...pluginIds]);
    const datasetOf = new Map<string, string>();
    for (const base of bases) {
      datasetOf.set(String(base.id), String(base.dataset_id));
      datasetOf.set(String(base.dataset_id), String(base.dataset_id));
    }
    const bindings = rows.filter((row) => datasetOf.has(String(row.plugin_id)) && context.agentExists(String(row.agent_id)));
    return {
      rows: bindings.map((row) => ({ agent_id: String(row.agent_id), dataset_id: datasetOf.get(String(row.plugin_id))!, created_at: upstreamTime(row.created_at, context.now) })),
      skipped: [],
      // Plugins proper are the agents module's rows; nothing is lost here.
      present: rows.length - bindings.length,
    };
  },
};
