import { useQuery } from '@tanstack/react-query';
import { type ModelProvider, modelsEndpoints } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/**
 * GET /models/provider/plugin/names: the Plugin providers with their parameter fields, then the caller's knowledge
 * bases as pseudo-plugins (modelType Rag).
 */
export const usePluginOptions = () =>
  useQuery<ModelProvider[], ApiError>({
    ...apiQuery('model-options', modelsEndpoints.getModelsProviderPluginNames, {}),
    // The section says itself when the list cannot be read; the rest of the screen still works.
    meta: shownByScreen,
    staleTime: 0,
  });
