import { memoriesEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Long-term memory, session token or API key, every route scoped to the caller. */
export async function memoriesRoutes(app: FastifyInstance): Promise<void> {
  const { memories, memoryRuntime } = app.services;
  const done = async (work: Promise<unknown>) => {
    await work;
    return {};
  };

  defineRoute(app, memoriesEndpoints.postV1Memories, { handler: ({ body, session }) => memories.create(session.user.id, body) });
  defineRoute(app, memoriesEndpoints.getV1MemoriesById, { handler: ({ params, session }) => memories.get(session.user.id, params.id) });
  defineRoute(app, memoriesEndpoints.putV1Memories, { handler: ({ params, body, session }) => memories.update(session.user.id, params.id, body) });
  defineRoute(app, memoriesEndpoints.getV1AgentsMemory, { handler: ({ params, session }) => memories.ofAgent(session.user.id, params.id) });

  defineRoute(app, memoriesEndpoints.getV1MemoriesAttentions, { handler: ({ params, session }) => memories.attentions(session.user.id, params.id) });
  defineRoute(app, memoriesEndpoints.postV1MemoriesAttentions, { handler: ({ params, body, session }) => memories.createAttention(session.user.id, params.id, body) });
  defineRoute(app, memoriesEndpoints.putV1MemoriesAttentions, {
    handler: ({ params, body, session }) => memories.updateAttention(session.user.id, params.id, params.attentionId, body),
  });
  defineRoute(app, memoriesEndpoints.deleteV1MemoriesAttentions, {
    handler: ({ params, session }) => done(memories.deleteAttention(session.user.id, params.id, params.attentionId)),
  });

  defineRoute(app, memoriesEndpoints.getV1MemoriesIdentifiers, { handler: ({ params, session }) => memories.identifiers(session.user.id, params.id) });
  defineRoute(app, memoriesEndpoints.deleteV1MemoriesIdentifiers, {
    handler: ({ params, session }) => done(memories.wipeIdentifier(session.user.id, params.id, params.identifyId)),
  });
  defineRoute(app, memoriesEndpoints.getV1MemoriesIdentifiersAttentionValues, {
    handler: ({ params, session }) => memories.values(session.user.id, params.id, params.identifyId),
  });
  defineRoute(app, memoriesEndpoints.postV1MemoriesIdentifiersAttentionValues, {
    handler: ({ params, body, session }) => done(memories.addValue(session.user.id, params.id, params.identifyId, params.attentionId, body.value)),
  });
  defineRoute(app, memoriesEndpoints.putV1MemoriesIdentifiersAttentionValues, {
    handler: ({ params, body, session }) => done(memories.replaceValues(session.user.id, params.id, params.identifyId, params.attentionId, body.values)),
  });

  defineRoute(app, memoriesEndpoints.postV1MemoriesIdentifiersNodes, {
    handler: ({ params, body, session }) => memories.createNode(session.user.id, params.id, params.identifyId, body.content, body.source_session_id),
  });
  defineRoute(app, memoriesEndpoints.getV1MemoriesIdentifiersNodes, {
    handler: ({ params, query, session }) => memories.nodes(session.user.id, params.id, params.identifyId, query),
  });
  defineRoute(app, memoriesEndpoints.getV1MemoriesIdentifiersNodesById, {
    handler: ({ params, session }) => memories.node(session.user.id, params.id, params.identifyId, params.nodeId),
  });
  defineRoute(app, memoriesEndpoints.putV1MemoriesIdentifiersNodes, {
    handler: ({ params, body, session }) => memories.updateNode(session.user.id, params.id, params.identifyId, params.nodeId, body.content),
  });
  defineRoute(app, memoriesEndpoints.deleteV1MemoriesIdentifiersNodes, {
    handler: ({ params, session }) => done(memories.deleteNode(session.user.id, params.id, params.identifyId, params.nodeId)),
  });

  defineRoute(app, memoriesEndpoints.postV1AgentsIdentifiersMemoryRecall, {
    handler: ({ params, body, session }) => memoryRuntime.recall(session.user.id, params.id, params.identifyId, body?.attention_value_limit),
  });
  defineRoute(app, memoriesEndpoints.postV1AgentsIdentifiersMemoryInfer, {
    handler: ({ params, body, session }) => memoryRuntime.infer(session.user.id, params.id, params.identifyId, body.dialog_content),
  });
  defineRoute(app, memoriesEndpoints.getV1AgentsMemoryTasks, { handler: ({ params, session }) => memoryRuntime.task(session.user.id, params.id, params.taskId) });
}
