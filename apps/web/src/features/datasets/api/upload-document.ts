import { type DatasetDocument, datasetsEndpoints, fillPath, type ProcessRule } from '@vox/contracts';
import { upload } from '../../../lib/http.ts';

export interface UploadDocumentInput {
  datasetId: string;
  file: File;
  processRule: ProcessRule;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /v1/datasets/{id}/documents as multipart: the `file` and a `data` field holding {"process_rule": …}, with upload
 * progress. The one place the knowledge base sends files, so a shared upload helper can replace it alone.
 */
export function uploadDocument({ datasetId, file, processRule, onProgress, signal }: UploadDocumentInput): Promise<DatasetDocument> {
  const form = new FormData();
  form.append('data', JSON.stringify({ process_rule: processRule }));
  form.append('file', file, file.name);
  const declared = datasetsEndpoints.postV1DatasetsDocuments;
  const endpoint = { ...declared, path: fillPath(declared.path, { id: datasetId }) } as typeof declared;
  return upload({ endpoint, form, onProgress, signal }) as Promise<DatasetDocument>;
}
