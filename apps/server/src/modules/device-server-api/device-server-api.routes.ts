import { deviceServerApiEndpoints, REPORT_AUDIO_BASE64_MAX } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Room for the base64 audio plus the JSON around it. */
const REPORT_BODY_LIMIT = REPORT_AUDIO_BASE64_MAX + 1024 * 1024;

/** Called by xiaozhi-server with `Authorization: Bearer <server.secret>`. */
export async function deviceServerApiRoutes(app: FastifyInstance): Promise<void> {
  const { deviceServerApi, chatHistory, chatSummaries, agentKnowledge } = app.services;

  defineRoute(app, deviceServerApiEndpoints.postConfigServerBase, {
    handler: () => deviceServerApi.serverBase(),
  });

  defineRoute(app, deviceServerApiEndpoints.postConfigAgentModels, {
    // The knowledge plugin's base_url falls back to the address the device server called us on (server.public_url unset).
    handler: ({ body, request }) => deviceServerApi.agentModels(body, (agent) => agentKnowledge.devicePlugins(agent.id, `${request.protocol}://${request.host}`)),
  });

  defineRoute(app, deviceServerApiEndpoints.postAgentChatHistoryReport, {
    bodyLimit: REPORT_BODY_LIMIT,
    handler: ({ body }) => chatHistory.report(body),
  });

  // Both answer at once; the work is a background job per session (a repeated call while one waits is dropped).
  defineRoute(app, deviceServerApiEndpoints.postAgentChatTitleGenerate, {
    handler: ({ params }) => chatSummaries.requestTitle(params.sessionId),
  });

  defineRoute(app, deviceServerApiEndpoints.postAgentChatSummarySave, {
    handler: ({ params }) => chatSummaries.requestSummary(params.sessionId),
  });
}
