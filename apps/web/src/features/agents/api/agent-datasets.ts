import { useQuery } from '@tanstack/react-query';
import { type Dataset, datasetsEndpoints } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /v1/datasets: the caller's knowledge bases to pick from, under the key the knowledge-base screens use. */
export const useDatasetOptions = () =>
  useQuery<Dataset[], ApiError>({
    queryKey: queryKeyOf('datasets', datasetsEndpoints.getV1Datasets),
    // The section says itself when the list cannot be read; the rest of the screen still works.
    meta: shownByScreen,
    queryFn: async () => (await api(datasetsEndpoints.getV1Datasets, {})).datasets,
    staleTime: 0,
  });
