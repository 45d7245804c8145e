import { useMutation, useQuery } from '@tanstack/react-query';
import { type V1ModelCreateBody, v1ModelsEndpoints, type V1ModelUpdateBody } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The role configuration's LLM choice lists the user's own LLMs too. */
const changesLlms = { invalidates: ['private-llms', 'model-options'] } as const;

/** GET /v1/models?model_type=llm (data.models); only the caller's own (private) ones are edited here. */
export const fetchPrivateLlms = async () => {
  const data = await api(v1ModelsEndpoints.getV1Models, { query: { model_type: 'llm' } });
  return (data?.models ?? []).filter((model) => model.is_private);
};

export const usePrivateLlms = () => useQuery({ queryKey: queryKeyOf('private-llms', v1ModelsEndpoints.getV1Models, { query: { model_type: 'llm' } }), queryFn: fetchPrivateLlms });

/** POST /v1/models/llm to add, PUT /v1/models/{id} to edit; a masked api_key keeps the stored one. */
export function useSaveLlm() {
  return useMutation({
    meta: changesLlms,
    mutationFn: ({ id, body }: { id?: string; body: V1ModelCreateBody }): Promise<unknown> =>
      id ? api(v1ModelsEndpoints.putV1Models, { params: { id }, body: { ...body, model_type: 'llm' } satisfies V1ModelUpdateBody }) : api(v1ModelsEndpoints.postV1Models, { params: { model_type: 'llm' }, body }),
  });
}

export function useDeleteLlm() {
  return useMutation({ meta: changesLlms, mutationFn: (id: string) => api(v1ModelsEndpoints.deleteV1Models, { params: { id } }) });
}

/** POST /v1/models/{id}/test: one chat completion; a failing model answers ok:false with the reason. */
export function useTestLlm() {
  return useMutation({ mutationFn: (id: string) => api(v1ModelsEndpoints.postV1ModelsTest, { params: { id } }) });
}
