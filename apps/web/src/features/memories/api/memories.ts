import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  memoriesEndpoints,
  type AttentionCreateBody,
  type AttentionListItem,
  type IdentifierAttentionValues,
  type MemoryContainer,
  type MemoryIdentifier,
  type MemoryNode,
  type MemoryUpdateBody,
} from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const memoriesKeys = {
  all: [QUERY_ROOTS.memories] as const,
  ofAgent: (agentId: string) => [QUERY_ROOTS.memories, 'agent', agentId] as const,
  of: (memoryId: string) => [QUERY_ROOTS.memories, 'memory', memoryId] as const,
  attentions: (memoryId: string) => [...memoriesKeys.of(memoryId), 'attentions'] as const,
  identifiers: (memoryId: string) => [...memoriesKeys.of(memoryId), 'identifiers'] as const,
  values: (memoryId: string, identifyId: string) => [...memoriesKeys.of(memoryId), 'values', identifyId] as const,
  nodes: (memoryId: string, identifyId: string, keyword: string) => [...memoriesKeys.of(memoryId), 'nodes', identifyId, keyword] as const,
};

/** GET /v1/agents/{id}/memory; null while the agent has no container (612). A failure is shown on the page. */
export const useAgentMemory = (agentId: string) =>
  useQuery<MemoryContainer | null, ApiError>({
    queryKey: memoriesKeys.ofAgent(agentId),
    meta: shownByScreen,
    queryFn: async () => {
      try {
        return await api(memoriesEndpoints.getV1AgentsMemory, { params: { id: agentId } });
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND) return null;
        throw error;
      }
    },
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memoriesKeys.all });
}

export function useCreateMemory(agentId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<MemoryContainer, ApiError, void>({ meta: { errorText: t('toast.createFailed') }, mutationFn: () => api(memoriesEndpoints.postV1Memories, { body: { agent_id: agentId } }), onSuccess: invalidate });
}

export function useUpdateMemory(memoryId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<MemoryContainer, ApiError, MemoryUpdateBody>({ meta: { errorText: t('toast.saveFailed') }, mutationFn: (body) => api(memoriesEndpoints.putV1Memories, { params: { id: memoryId }, body }), onSettled: invalidate });
}

export const useAttentions = (memoryId: string) =>
  useQuery<AttentionListItem[], ApiError>({ queryKey: memoriesKeys.attentions(memoryId), queryFn: () => api(memoriesEndpoints.getV1MemoriesAttentions, { params: { id: memoryId } }) });

export function useSaveAttention(memoryId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, { id?: string; body: AttentionCreateBody }>({
    meta: { errorText: t('toast.saveFailed') },
    mutationFn: ({ id, body }) =>
      id
        ? api(memoriesEndpoints.putV1MemoriesAttentions, { params: { id: memoryId, attentionId: id }, body })
        : api(memoriesEndpoints.postV1MemoriesAttentions, { params: { id: memoryId }, body }, { retry: false }),
    onSuccess: invalidate,
  });
}

export function useDeleteAttention(memoryId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, string>({ meta: { errorText: t('toast.deleteFailed') }, mutationFn: (id) => api(memoriesEndpoints.deleteV1MemoriesAttentions, { params: { id: memoryId, attentionId: id } }), onSettled: invalidate });
}

export const useIdentifiers = (memoryId: string) =>
  useQuery<MemoryIdentifier[], ApiError>({ queryKey: memoriesKeys.identifiers(memoryId), queryFn: () => api(memoriesEndpoints.getV1MemoriesIdentifiers, { params: { id: memoryId } }) });

export const useIdentifierValues = (memoryId: string, identifyId: string | null) =>
  useQuery<IdentifierAttentionValues[], ApiError>({
    queryKey: memoriesKeys.values(memoryId, identifyId ?? ''),
    queryFn: () => api(memoriesEndpoints.getV1MemoriesIdentifiersAttentionValues, { params: { id: memoryId, identifyId: identifyId ?? '' } }),
    enabled: Boolean(identifyId),
  });

export function useReplaceValues(memoryId: string, identifyId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, { attentionId: string; values: string[] }>({
    meta: { errorText: t('toast.saveFailed') },
    mutationFn: ({ attentionId, values }) => api(memoriesEndpoints.putV1MemoriesIdentifiersAttentionValues, { params: { id: memoryId, identifyId, attentionId }, body: { values } }),
    onSettled: invalidate,
  });
}

export const useNodes = (memoryId: string, identifyId: string | null, keyword: string) =>
  useQuery<MemoryNode[], ApiError>({
    queryKey: memoriesKeys.nodes(memoryId, identifyId ?? '', keyword),
    queryFn: () => api(memoriesEndpoints.getV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId: identifyId ?? '' }, query: keyword ? { keyword } : {} }),
    enabled: Boolean(identifyId),
  });

export function useUpdateNode(memoryId: string, identifyId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, { nodeId: string; content: string }>({
    meta: { errorText: t('toast.saveFailed') },
    mutationFn: ({ nodeId, content }) => api(memoriesEndpoints.putV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId, nodeId }, body: { content } }),
    onSettled: invalidate,
  });
}

export function useDeleteNode(memoryId: string, identifyId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, string>({ meta: { errorText: t('toast.deleteFailed') }, mutationFn: (nodeId) => api(memoriesEndpoints.deleteV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId, nodeId } }), onSettled: invalidate });
}

export function useWipeIdentifier(memoryId: string) {
  const { t } = useTranslation('memories');
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, string>({ meta: { errorText: t('toast.deleteFailed') }, mutationFn: (identifyId) => api(memoriesEndpoints.deleteV1MemoriesIdentifiers, { params: { id: memoryId, identifyId } }), onSettled: invalidate });
}
