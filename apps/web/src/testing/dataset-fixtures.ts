import type { Dataset, DatasetDocument, Segment } from '@vox/contracts';

/** One knowledge base as GET /v1/datasets answers it, for the knowledge-base and role-configuration tests. */
export const manual: Dataset = {
  id: 'd1',
  name: '产品手册',
  desc: '设备说明与常见问题',
  retrieval_model: { top_k: 4, score_threshold: 0.3, search_method: null },
  document_count: 2,
  segment_count: 12,
  agent_count: 1,
  created_at: '2026-05-01 10:00:00',
  updated_at: '2026-05-02 09:30:00',
};

export const faq: Dataset = { ...manual, id: 'd2', name: '售后问答', desc: '', document_count: 0, segment_count: 0, agent_count: 0 };

export const pdfDocument: DatasetDocument = {
  id: 'doc1',
  dataset_id: 'd1',
  name: '说明书.pdf',
  source: 'file',
  file_type: 'pdf',
  size: 204_800,
  status: 'completed',
  progress: 100,
  error: null,
  enabled: true,
  segment_count: 10,
  word_count: 5200,
  process_rule: { mode: 'automatic', rules: {} },
  created_at: '2026-05-01 10:05:00',
  updated_at: '2026-05-01 10:06:00',
};

export const segmentOf = (position: number, content: string): Segment => ({
  id: `s${position}`,
  document_id: 'doc1',
  index: position - 1,
  position,
  content,
  word_count: content.length,
  keywords: [],
  enabled: true,
  hit_count: 0,
  status: 'completed',
  created_at: '2026-05-01 10:06:00',
  updated_at: '2026-05-01 10:06:00',
});
