import { useMutation, useQuery } from '@tanstack/react-query';
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
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { type QueryRoot, queryKeyOf } from '../../../lib/query-keys.ts';

/** Every change to a memory shows on its page. */
const changesMemories: readonly QueryRoot[] = ['memories'];

/** GET /v1/agents/{id}/memory; null while the agent has no container (612). A failure is shown on the page. */
export const useAgentMemory = (agentId: string) =>
  useQuery<MemoryContainer | null, ApiError>({
    queryKey: queryKeyOf('memories', memoriesEndpoints.getV1AgentsMemory, { params: { id: agentId } }),
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

export function useCreateMemory(agentId: string) {
  const { t } = useTranslation('memories');
  return useMutation<MemoryContainer, ApiError, void>({ meta: { errorText: t('toast.createFailed'), invalidatesOnSuccess: changesMemories }, mutationFn: () => api(memoriesEndpoints.postV1Memories, { body: { agent_id: agentId } }) });
}

export function useUpdateMemory(memoryId: string) {
  const { t } = useTranslation('memories');
  return useMutation<MemoryContainer, ApiError, MemoryUpdateBody>({ meta: { errorText: t('toast.saveFailed'), invalidates: changesMemories }, mutationFn: (body) => api(memoriesEndpoints.putV1Memories, { params: { id: memoryId }, body }) });
}

export const useAttentions = (memoryId: string) =>
  useQuery<AttentionListItem[], ApiError>(apiQuery('memories', memoriesEndpoints.getV1MemoriesAttentions, { params: { id: memoryId } }));

export function useSaveAttention(memoryId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, { id?: string; body: AttentionCreateBody }>({
    meta: { errorText: t('toast.saveFailed'), invalidatesOnSuccess: changesMemories },
    mutationFn: ({ id, body }) =>
      id
        ? api(memoriesEndpoints.putV1MemoriesAttentions, { params: { id: memoryId, attentionId: id }, body })
        : api(memoriesEndpoints.postV1MemoriesAttentions, { params: { id: memoryId }, body }, { retry: false }),
  });
}

export function useDeleteAttention(memoryId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, string>({ meta: { errorText: t('toast.deleteFailed'), invalidates: changesMemories }, mutationFn: (id) => api(memoriesEndpoints.deleteV1MemoriesAttentions, { params: { id: memoryId, attentionId: id } }) });
}

export const useIdentifiers = (memoryId: string) =>
  useQuery<MemoryIdentifier[], ApiError>(apiQuery('memories', memoriesEndpoints.getV1MemoriesIdentifiers, { params: { id: memoryId } }));

export const useIdentifierValues = (memoryId: string, identifyId: string | null) =>
  useQuery<IdentifierAttentionValues[], ApiError>({
    ...apiQuery('memories', memoriesEndpoints.getV1MemoriesIdentifiersAttentionValues, { params: { id: memoryId, identifyId: identifyId ?? '' } }),
    enabled: Boolean(identifyId),
  });

export function useReplaceValues(memoryId: string, identifyId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, { attentionId: string; values: string[] }>({
    meta: { errorText: t('toast.saveFailed'), invalidates: changesMemories },
    mutationFn: ({ attentionId, values }) => api(memoriesEndpoints.putV1MemoriesIdentifiersAttentionValues, { params: { id: memoryId, identifyId, attentionId }, body: { values } }),
  });
}

export const useNodes = (memoryId: string, identifyId: string | null, keyword: string) =>
  useQuery<MemoryNode[], ApiError>({
    ...apiQuery('memories', memoriesEndpoints.getV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId: identifyId ?? '' }, query: keyword ? { keyword } : {} }),
    enabled: Boolean(identifyId),
  });

/** A first fact about someone the memory does not know yet: the identifier starts with it. */
export function useAddPersonFact(memoryId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, { identifyId: string; content: string }>({
    meta: { errorText: t('toast.saveFailed'), invalidates: changesMemories },
    mutationFn: ({ identifyId, content }) => api(memoriesEndpoints.postV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId }, body: { content } }),
  });
}

/** A fact about the person written by hand (the agent's model adds the rest after conversations). */
export function useAddNode(memoryId: string, identifyId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, string>({
    meta: { errorText: t('toast.saveFailed'), invalidates: changesMemories },
    mutationFn: (content) => api(memoriesEndpoints.postV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId }, body: { content } }),
  });
}

export function useUpdateNode(memoryId: string, identifyId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, { nodeId: string; content: string }>({
    meta: { errorText: t('toast.saveFailed'), invalidates: changesMemories },
    mutationFn: ({ nodeId, content }) => api(memoriesEndpoints.putV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId, nodeId }, body: { content } }),
  });
}

export function useDeleteNode(memoryId: string, identifyId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, string>({ meta: { errorText: t('toast.deleteFailed'), invalidates: changesMemories }, mutationFn: (nodeId) => api(memoriesEndpoints.deleteV1MemoriesIdentifiersNodes, { params: { id: memoryId, identifyId, nodeId } }) });
}

export function useWipeIdentifier(memoryId: string) {
  const { t } = useTranslation('memories');
  return useMutation<unknown, ApiError, string>({ meta: { errorText: t('toast.deleteFailed'), invalidates: changesMemories }, mutationFn: (identifyId) => api(memoriesEndpoints.deleteV1MemoriesIdentifiers, { params: { id: memoryId, identifyId } }) });
}
