import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsEndpoints, type AgentTemplateInput, type AgentTemplatePageQuery, modelsEndpoints, type ModelType } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const agentTemplatesKeys = {
  all: [QUERY_ROOTS.agentTemplates] as const,
  page: (query: AgentTemplatePageQuery) => [...agentTemplatesKeys.all, 'page', query] as const,
  models: (modelType: ModelType) => [...agentTemplatesKeys.all, 'models', modelType] as const,
};

/** GET /agent/template/page?page&limit&agentName, by sort. */
export function useAgentTemplatePage(query: AgentTemplatePageQuery) {
  const { t } = useTranslation('agentTemplates');
  return useQuery({
    meta: { errorText: t('error.list') },
    queryKey: agentTemplatesKeys.page(query),
    queryFn: () => api(agentsEndpoints.getAgentTemplatePage, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /models/names?modelType: the configs a template may name. */
export function useTemplateModelOptions(modelType: ModelType) {
  return useQuery({
    queryKey: agentTemplatesKeys.models(modelType),
    queryFn: () => api(modelsEndpoints.getModelsNames, { query: { modelType, modelName: '' } }),
    staleTime: 5 * 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentTemplatesKeys.all });
}

/** Templates are what the agent market and role configuration offer, so their lists are read again too. */
const meta = (extra: Record<string, unknown> = {}) => ({ invalidates: [QUERY_ROOTS.agents], ...extra });

/** POST /agent/template to add, PUT /agent/template to edit; the dialog shows why a save was refused. */
export function useSaveAgentTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    meta: meta(shownByScreen),
    mutationFn: (body: AgentTemplateInput) => (body.id ? api(agentsEndpoints.putAgentTemplate, { body }) : api(agentsEndpoints.postAgentTemplate, { body })),
    onSuccess: invalidate,
  });
}

/** DELETE /agent/template/{id} for one, POST /agent/template/batch-remove for several. */
export function useDeleteAgentTemplates() {
  const invalidate = useInvalidate();
  return useMutation({
    meta: meta(),
    mutationFn: (ids: readonly string[]) =>
      ids.length === 1 ? api(agentsEndpoints.deleteAgentTemplate, { params: { id: ids[0]! } }) : api(agentsEndpoints.postAgentTemplateBatchRemove, { body: [...ids] }),
    onSettled: invalidate,
  });
}

/** PUT /agent/template/sort with every id in the new order. */
export function useReorderAgentTemplates() {
  const invalidate = useInvalidate();
  return useMutation({
    meta: meta(),
    mutationFn: (ids: readonly string[]) => api(agentsEndpoints.putAgentTemplateSort, { body: { ids: [...ids] } }),
    onSettled: invalidate,
  });
}
