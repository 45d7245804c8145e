import { useQuery } from '@tanstack/react-query';
import { type ModelProvider, modelsEndpoints } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { modelOptionKeys } from './agents-keys.ts';

/**
 * GET /models/provider/plugin/names: the Plugin providers with their parameter fields, then the caller's knowledge
 * bases as pseudo-plugins (modelType Rag, upstream.md §2.5).
 */
export const usePluginOptions = () =>
  useQuery<ModelProvider[], ApiError>({
    queryKey: modelOptionKeys.plugins(),
    // The section says itself when the list cannot be read; the rest of the screen still works.
    meta: shownByScreen,
    queryFn: () => api(modelsEndpoints.getModelsProviderPluginNames, {}),
    staleTime: 0,
  });
