import { datasetsEndpoints } from '@vox/contracts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** Counts on the header and the list change with every document. */
export const documentsChange = (datasetId: string) => [
  queryKeyOf('datasets', datasetsEndpoints.getV1DatasetsDocuments, { params: { id: datasetId } }),
  queryKeyOf('datasets', datasetsEndpoints.getV1DatasetsById, { params: { id: datasetId } }),
  queryKeyOf('datasets', datasetsEndpoints.getV1Datasets),
];

/** Segment counts show on the document row, the header and the list. */
export const segmentsChange = (datasetId: string, docId: string) => [
  queryKeyOf('datasets', datasetsEndpoints.getV1DatasetsDocumentsSegments, { params: { id: datasetId, docId } }),
  ...documentsChange(datasetId),
];
