import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { agentsEndpoints, type AgentTemplateInput, type AgentTemplatePageQuery, modelsEndpoints, type ModelType } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import type { QueryRoot } from '../../../lib/query-keys.ts';

/** GET /agent/template/page?page&limit&agentName, by sort. */
export function useAgentTemplatePage(query: AgentTemplatePageQuery) {
  const { t } = useTranslation('agentTemplates');
  return useQuery({
    ...apiQuery('agent-templates', agentsEndpoints.getAgentTemplatePage, { query }),
    meta: { errorText: t('error.list') },
    placeholderData: keepPreviousData,
  });
}

/** GET /models/names?modelType: the configs a template may name. */
export function useTemplateModelOptions(modelType: ModelType) {
  return useQuery({
    ...apiQuery('agent-templates', modelsEndpoints.getModelsNames, { query: { modelType, modelName: '' } }),
    staleTime: 5 * 60_000,
  });
}

/** Templates are what the agent market and role configuration offer, so their lists are read again too. */
const changesAgents: readonly QueryRoot[] = ['agents'];
const changesTemplates: readonly QueryRoot[] = ['agent-templates', 'agents'];

/** POST /agent/template to add, PUT /agent/template to edit; the dialog shows why a save was refused. */
export function useSaveAgentTemplate() {
  return useMutation({
    meta: { ...shownByScreen, invalidates: changesAgents, invalidatesOnSuccess: ['agent-templates'] },
    mutationFn: (body: AgentTemplateInput) => (body.id ? api(agentsEndpoints.putAgentTemplate, { body }) : api(agentsEndpoints.postAgentTemplate, { body })),
  });
}

/** DELETE /agent/template/{id} for one, POST /agent/template/batch-remove for several. */
export function useDeleteAgentTemplates() {
  return useMutation({
    meta: { invalidates: changesTemplates },
    mutationFn: (ids: readonly string[]) =>
      ids.length === 1 ? api(agentsEndpoints.deleteAgentTemplate, { params: { id: ids[0]! } }) : api(agentsEndpoints.postAgentTemplateBatchRemove, { body: [...ids] }),
  });
}

/** PUT /agent/template/sort with every id in the new order. */
export function useReorderAgentTemplates() {
  return useMutation({
    meta: { invalidates: changesTemplates },
    mutationFn: (ids: readonly string[]) => api(agentsEndpoints.putAgentTemplateSort, { body: { ids: [...ids] } }),
  });
}
