import { type DatasetDocument, datasetsEndpoints, fillPath, type ProcessRule } from '@vox/contracts';
import { uploadForm } from '../../../lib/upload.ts';

export interface UploadDocumentInput {
  datasetId: string;
  file: File;
  processRule: ProcessRule;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /v1/datasets/{id}/documents as multipart through the shared upload helper: a `data` field holding
 * {"process_rule": …} first (the server reads the fields before the file), then the `file`, with upload progress.
 */
export function uploadDocument({ datasetId, file, processRule, onProgress, signal }: UploadDocumentInput): Promise<DatasetDocument> {
  const form = new FormData();
  form.append('data', JSON.stringify({ process_rule: processRule }));
  form.append('file', file, file.name);
  const url = fillPath(datasetsEndpoints.postV1DatasetsDocuments.path, { id: datasetId });
  return uploadForm<DatasetDocument>({ url, form, onProgress, ...(signal ? { signal } : {}) });
}
