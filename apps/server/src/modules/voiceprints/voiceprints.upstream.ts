import { mapEach, upstreamText, upstreamTime, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/** Upstream registered each speaker under the voiceprint's own id, so the voiceprint service already knows them. */
export const voiceprintsUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_voice_print',
  sourceKey: ['id'],
  target: 'agent_voiceprints',
  targetKey: ['id'],
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const agentId = String(row.agent_id);
      const owner = context.ownerOfAgent(agentId);
      if (!owner) return `agent ${agentId} is not in ai_agent`;
      const created = upstreamTime(row.create_date, context.now);
      return {
        id: String(row.id),
        agent_id: agentId,
        user_id: owner,
        speaker_id: String(row.id),
        audio_id: upstreamText(row.audio_id) ?? '',
        source_name: upstreamText(row.source_name) ?? '',
        introduce: upstreamText(row.introduce) ?? '',
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      };
    }),
};
