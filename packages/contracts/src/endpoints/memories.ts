import { endpoint } from '../http/endpoint.ts';
import {
  agentMemoryParam,
  attention,
  attentionCreateBody,
  attentionListItem,
  attentionParams,
  attentionUpdateBody,
  attentionValuePostBody,
  attentionValuesPutBody,
  identifierAttentionParams,
  identifierAttentionValues,
  identifierParams,
  inferAnswer,
  inferBody,
  memoryContainer,
  memoryCreateBody,
  memoryEmpty,
  memoryIdentifier,
  memoryIdParam,
  memoryNode,
  memoryTask,
  memoryTaskParams,
  memoryUpdateBody,
  nodeCreateBody,
  nodeParams,
  nodesQuery,
  nodeUpdateBody,
  recallAnswer,
  recallBody,
} from '../memories/memories.ts';
import { z } from 'zod';

const tags: readonly string[] = ['v1 memories'];
const NODES = '/v1/memories/:id/identifiers/:identifyId/nodes';
const VALUES = '/v1/memories/:id/identifiers/:identifyId/attention_values';

/** Long-term memory: one container per agent, attentions, per-identifier values and nodes. Owner-scoped. */
export const memoriesEndpoints = {
  postV1Memories: endpoint({ method: 'POST', path: '/v1/memories', access: 'user', tags, summary: "Create an agent's memory container; a second one answers 614", body: memoryCreateBody, response: memoryContainer }),
  getV1MemoriesById: endpoint({ method: 'GET', path: '/v1/memories/:id', access: 'user', tags, summary: 'One memory container', params: memoryIdParam, response: memoryContainer }),
  putV1Memories: endpoint({ method: 'PUT', path: '/v1/memories/:id', access: 'user', tags, summary: 'Switch memory on or off (`enabled`) or change its prompt', params: memoryIdParam, body: memoryUpdateBody, response: memoryContainer }),
  getV1AgentsMemory: endpoint({ method: 'GET', path: '/v1/agents/:id/memory', access: 'user', tags, summary: "The agent's memory container; 612 until created", params: agentMemoryParam, response: memoryContainer }),

  getV1MemoriesAttentions: endpoint({ method: 'GET', path: '/v1/memories/:id/attentions', access: 'user', tags, summary: 'The attentions (bare array)', params: memoryIdParam, response: z.array(attentionListItem) }),
  postV1MemoriesAttentions: endpoint({ method: 'POST', path: '/v1/memories/:id/attentions', access: 'user', tags, summary: 'Add an attention (at most 20 per agent)', params: memoryIdParam, body: attentionCreateBody, response: attention }),
  putV1MemoriesAttentions: endpoint({ method: 'PUT', path: '/v1/memories/:id/attentions/:attentionId', access: 'user', tags, summary: 'Change an attention (partial)', params: attentionParams, body: attentionUpdateBody, response: attention }),
  deleteV1MemoriesAttentions: endpoint({ method: 'DELETE', path: '/v1/memories/:id/attentions/:attentionId', access: 'user', tags, summary: "Delete an attention and every identifier's values of it", params: attentionParams, response: memoryEmpty }),

  getV1MemoriesIdentifiers: endpoint({ method: 'GET', path: '/v1/memories/:id/identifiers', access: 'user', tags, summary: 'Whom the memory knows (ours): identifiers with counts, device names for mac_ ones', params: memoryIdParam, response: z.array(memoryIdentifier) }),
  deleteV1MemoriesIdentifiers: endpoint({ method: 'DELETE', path: '/v1/memories/:id/identifiers/:identifyId', access: 'user', tags, summary: "Wipe one person's memory (ours): every value and node of the identifier", params: identifierParams, response: memoryEmpty }),

  getV1MemoriesIdentifiersAttentionValues: endpoint({ method: 'GET', path: VALUES, access: 'user', tags, summary: "The identifier's values per attention (bare array)", params: identifierParams, response: z.array(identifierAttentionValues) }),
  postV1MemoriesIdentifiersAttentionValues: endpoint({ method: 'POST', path: `${VALUES}/:attentionId`, access: 'user', tags, summary: 'Upsert one value: single-value overwrites, multi-value adds (or bumps an existing one)', params: identifierAttentionParams, body: attentionValuePostBody, response: memoryEmpty }),
  putV1MemoriesIdentifiersAttentionValues: endpoint({ method: 'PUT', path: `${VALUES}/:attentionId`, access: 'user', tags, summary: 'Replace all values ([] clears; a single-value attention takes one)', params: identifierAttentionParams, body: attentionValuesPutBody, response: memoryEmpty }),

  postV1MemoriesIdentifiersNodes: endpoint({ method: 'POST', path: NODES, access: 'user', tags, summary: 'Add a node (free-text fact, ≤ 10,000 characters)', params: identifierParams, body: nodeCreateBody, response: memoryNode }),
  getV1MemoriesIdentifiersNodes: endpoint({ method: 'GET', path: NODES, access: 'user', tags, summary: 'Nodes, newest first (bare array); `last_days` keeps recent ones, `keyword` searches', params: identifierParams, query: nodesQuery, response: z.array(memoryNode) }),
  getV1MemoriesIdentifiersNodesById: endpoint({ method: 'GET', path: `${NODES}/:nodeId`, access: 'user', tags, summary: 'One node', params: nodeParams, response: memoryNode }),
  putV1MemoriesIdentifiersNodes: endpoint({ method: 'PUT', path: `${NODES}/:nodeId`, access: 'user', tags, summary: "Correct a node's content", params: nodeParams, body: nodeUpdateBody, response: memoryNode }),
  deleteV1MemoriesIdentifiersNodes: endpoint({ method: 'DELETE', path: `${NODES}/:nodeId`, access: 'user', tags, summary: 'Delete a node', params: nodeParams, response: memoryEmpty }),

  postV1AgentsIdentifiersMemoryRecall: endpoint({
    method: 'POST',
    path: '/v1/agents/:id/identifiers/:identifyId/memory/recall',
    access: 'user',
    tags,
    summary: 'Runtime recall: values joined per attention (defaults when empty) and the nodes of the last 7 days',
    params: identifierParams,
    body: recallBody,
    response: recallAnswer,
  }),
  postV1AgentsIdentifiersMemoryInfer: endpoint({
    method: 'POST',
    path: '/v1/agents/:id/identifiers/:identifyId/memory/infer',
    access: 'user',
    tags,
    summary: "Runtime infer: the agent's LLM extracts values and facts from the dialogue in the background (task_id)",
    params: identifierParams,
    body: inferBody,
    response: inferAnswer,
  }),
  getV1AgentsMemoryTasks: endpoint({ method: 'GET', path: '/v1/agents/:id/memory/tasks/:taskId', access: 'user', tags, summary: "An infer task's status (ours)", params: memoryTaskParams, response: memoryTask }),
};
