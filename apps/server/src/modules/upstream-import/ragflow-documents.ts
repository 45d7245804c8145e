import type { ProcessRule } from '@vox/contracts';
import type { RagflowChunkSource } from '../../integrations/ragflow/ragflow-chunks.ts';
import type { DocumentsService } from '../datasets/index.ts';
import type { MysqlSource } from './mysql-source.ts';

/**
 * Chunks become paragraphs of one text, split again by this console's automatic rule: a chunk is cut where it is
 * longer than a segment, and short neighbours are merged, as for any document uploaded here.
 */
const CHUNK_SEPARATOR = '\n\n';
const CHUNK_RULE: ProcessRule = { mode: 'automatic' };

export interface RagflowDocumentsReport {
  refilled: number;
  alreadyDone: number;
  failed: { document: string; reason: string }[];
}

/**
 * With `--ragflow`: each imported document still waiting for its text gets the text of its chunks from upstream's
 * RAGFlow and is queued for indexing here. Resumable: a document that has its text is skipped.
 */
export async function refillFromRagflow(source: MysqlSource, ragflow: RagflowChunkSource, documents: Pick<DocumentsService, 'refillImported'>, onProgress?: (done: number, total: number) => void): Promise<RagflowDocumentsReport> {
  const report: RagflowDocumentsReport = { refilled: 0, alreadyDone: 0, failed: [] };
  if (!source.hasTable('ai_rag_knowledge_document') || !source.hasTable('ai_rag_dataset')) return report;
  const rows = await source.query(
    `select d.id, d.document_id, d.name, ds.dataset_id as ragflow_dataset from ai_rag_knowledge_document d
     join ai_rag_dataset ds on ds.id = d.dataset_id or ds.dataset_id = d.dataset_id order by d.id`,
    [],
  );
  for (const [index, row] of rows.entries()) {
    try {
      const chunks = await ragflow.chunksOf(String(row.ragflow_dataset), String(row.document_id));
      if (chunks.length === 0) report.failed.push({ document: String(row.name ?? row.id), reason: 'RAGFlow holds no chunks for it' });
      else if (await documents.refillImported(String(row.id), chunks.join(CHUNK_SEPARATOR), CHUNK_RULE)) report.refilled += 1;
      else report.alreadyDone += 1;
    } catch (error) {
      report.failed.push({ document: String(row.name ?? row.id), reason: (error as Error).message });
    }
    onProgress?.(index + 1, rows.length);
  }
  return report;
}
