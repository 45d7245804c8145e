import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { V1Model, V1ModelCreateBody, V1ModelTestResult, V1ModelUpdateBody } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { llmKeys } from './llm-keys.ts';

const enc = encodeURIComponent;

/** GET /v1/models?model_type=llm (data.models); only the caller's own (private) ones are edited here. */
export const fetchPrivateLlms = async () => {
  const data = await http.get<{ models?: V1Model[] } | null>('/v1/models', { model_type: 'llm' });
  return (data?.models ?? []).filter((model) => model.is_private);
};

export const usePrivateLlms = () => useQuery({ queryKey: llmKeys.list(), queryFn: fetchPrivateLlms });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: llmKeys.all });
}

/** POST /v1/models/llm to add, PUT /v1/models/{id} to edit; a masked api_key keeps the stored one. */
export function useSaveLlm() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: V1ModelCreateBody }) =>
      id ? http.put<unknown>(`/v1/models/${enc(id)}`, { ...body, model_type: 'llm' } satisfies V1ModelUpdateBody) : http.post<V1Model>('/v1/models/llm', body),
    onSuccess: invalidate,
  });
}

export function useDeleteLlm() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => http.delete<unknown>(`/v1/models/${enc(id)}`), onSettled: invalidate });
}

/** POST /v1/models/{id}/test: one chat completion; a failing model answers ok:false with the reason. */
export function useTestLlm() {
  return useMutation({ mutationFn: (id: string) => http.post<V1ModelTestResult>(`/v1/models/${enc(id)}/test`) });
}
