import { createHash } from 'node:crypto';
import path from 'node:path';
import { upstreamNumber, upstreamText, upstreamTime, type MappedBatch, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/**
 * Firmware records; their files live on upstream's manager-api host, so they come over only from a copy of its upload
 * folder (`--files DIR`). A record whose file is not there still comes over, and the summary names the file.
 */
export const firmwareUpstreamImport: UpstreamTableImport = {
  source: 'ai_ota',
  sourceKey: ['id'],
  target: 'firmware',
  targetKey: ['id'],
  batchSize: 10,
  async map(rows, context) {
    const batch: MappedBatch = { rows: [], skipped: [], notes: [] };
    for (const row of rows) {
      const id = String(row.id);
      const storedPath = upstreamText(row.firmware_path) ?? '';
      const bytes = storedPath ? await context.readUpstreamFile(storedPath) : null;
      const extension = path.extname(storedPath) || '.bin';
      const md5 = bytes ? createHash('md5').update(bytes).digest('hex') : '';
      const key = bytes ? `${md5}${extension}` : `missing-${id}${extension}`;
      if (bytes) await context.storeFile('firmware', key, bytes);
      else batch.notes!.push(`firmware ${upstreamText(row.firmware_name) ?? id}: file ${storedPath || '(no path)'} not found, record imported without it`);
      const created = upstreamTime(row.create_date, context.now);
      batch.rows.push({
        id,
        firmware_name: upstreamText(row.firmware_name) ?? id,
        type: upstreamText(row.type) ?? '',
        version: upstreamText(row.version) ?? '0.0.0',
        size: bytes?.length ?? upstreamNumber(row.size, 0),
        md5,
        remark: upstreamText(row.remark),
        storage_key: key,
        sort: upstreamNumber(row.sort, 0),
        creator: upstreamText(row.creator),
        updater: upstreamText(row.updater),
        created_at: created,
        updated_at: upstreamTime(row.update_date, created),
      });
    }
    return batch;
  },
};
