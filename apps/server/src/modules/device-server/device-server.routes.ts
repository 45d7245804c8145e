import { deviceServerEndpoints, REPORT_AUDIO_BASE64_MAX } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Room for the base64 audio plus the JSON around it. */
const REPORT_BODY_LIMIT = REPORT_AUDIO_BASE64_MAX + 1024 * 1024;

/** Called by xiaozhi-server with `Authorization: Bearer <server.secret>` (upstream.md §5). */
export async function deviceServerRoutes(app: FastifyInstance): Promise<void> {
  const { deviceServer, chatHistory } = app.services;

  defineRoute(app, deviceServerEndpoints.postConfigServerBase, {
    handler: () => deviceServer.serverBase(),
  });

  defineRoute(app, deviceServerEndpoints.postConfigAgentModels, {
    handler: ({ body }) => deviceServer.agentModels(body),
  });

  defineRoute(app, deviceServerEndpoints.postAgentChatHistoryReport, {
    bodyLimit: REPORT_BODY_LIMIT,
    handler: ({ body }) => chatHistory.report(body),
  });
}
