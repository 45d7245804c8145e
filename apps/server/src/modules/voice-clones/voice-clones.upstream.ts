import { missingOwner, upstreamText, upstreamTime, type MappedBatch, type UpstreamRow, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/** Upstream's `train_status` 0-3 as the states here. */
const STATES = ['Init', 'Training', 'Success', 'Failed'] as const;

/**
 * Upstream creates every clone slot by assigning a platform voice to a user (its voice resources), so each comes over
 * as an assigned slot; a recorded sample moves into the voice-clone storage area beside it.
 */
export const voiceClonesUpstreamImport: UpstreamTableImport = {
  source: 'ai_voice_clone',
  sourceKey: ['id'],
  target: 'voice_clones',
  targetKey: ['id'],
  batchSize: 20,
  async map(rows, context) {
    const batch: MappedBatch = { rows: [], skipped: [] };
    for (const row of rows) {
      const id = String(row.id);
      const owner = upstreamText(row.user_id);
      if (!owner || !context.userExists(owner)) {
        batch.skipped.push({ id, reason: owner ? missingOwner(context, owner) : 'its user is not in sys_user' });
        continue;
      }
      const sample = Buffer.isBuffer(row.voice) && row.voice.length > 0 ? row.voice : null;
      const sampleKey = sample ? `samples/${id}/imported.${isMp3(sample) ? 'mp3' : 'wav'}` : null;
      if (sample && sampleKey) await context.storeFile('voice-clones', sampleKey, sample);
      batch.rows.push(cloneRow(row, owner, sampleKey, sample?.length ?? 0, context.now));
    }
    return batch;
  },
};

function cloneRow(row: UpstreamRow, owner: string, sampleKey: string | null, sampleSize: number, now: string): Record<string, unknown> {
  const id = String(row.id);
  const created = upstreamTime(row.create_date, now);
  const state = STATES[Number(row.train_status)] ?? 'Init';
  return {
    id,
    user_id: owner,
    name: upstreamText(row.name) ?? id,
    language: upstreamText(row.languages) ?? '',
    tier: 'pro',
    model_id: upstreamText(row.model_id),
    voice_id: upstreamText(row.voice_id) ?? '',
    state,
    error: state === 'Failed' ? (upstreamText(row.train_error) ?? '') : null,
    sample_key: sampleKey,
    sample_size: sampleSize,
    training_token: null,
    provider_state: null,
    demo_key: null,
    demo_token: null,
    assigned: 1,
    created_at: created,
    updated_at: created,
  };
}

function isMp3(bytes: Buffer): boolean {
  return bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
}
