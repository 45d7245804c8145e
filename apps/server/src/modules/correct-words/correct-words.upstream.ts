import { missingOwner, mapEach, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/** A file with its words as `source|target` lines, built from upstream's word rows of that file. */
export const correctWordFilesUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_correct_word_file',
  sourceKey: ['id'],
  target: 'correct_word_files',
  targetKey: ['id'],
  async map(rows, context) {
    const ids = rows.map((row) => String(row.id));
    const items = await context.query(
      `select file_id, source_word, target_word from ai_agent_correct_word_item where file_id in (${ids.map(() => '?').join(',')}) order by file_id, id`,
      ids,
    );
    const linesOf = new Map<string, string[]>();
    for (const item of items) {
      const lines = linesOf.get(String(item.file_id)) ?? [];
      lines.push(`${String(item.source_word)}|${String(item.target_word)}`);
      linesOf.set(String(item.file_id), lines);
    }
    return mapEach(rows, (row) => String(row.id), (row) => {
      const owner = upstreamText(row.creator);
      if (!owner) return 'its creator is not in sys_user';
      if (!context.userExists(owner)) return missingOwner(context, owner);
      const lines = linesOf.get(String(row.id)) ?? [];
      const created = upstreamTime(row.created_at, context.now);
      return { id: String(row.id), user_id: owner, file_name: upstreamText(row.file_name) ?? String(row.id), word_count: lines.length, content: lines.join('\n'), created_at: created, updated_at: upstreamTime(row.updated_at, created) };
    });
  },
};

export const agentCorrectWordFilesUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_correct_word_mapping',
  sourceKey: ['id'],
  target: 'agent_correct_word_files',
  targetKey: ['agent_id', 'file_id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const agentId = String(row.agent_id);
      if (!context.agentExists(agentId)) return `agent ${agentId} is not in ai_agent`;
      return { agent_id: agentId, file_id: String(row.file_id), created_at: upstreamTime(row.created_at, context.now) };
    }),
};
