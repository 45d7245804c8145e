import { agentModelsInput, chatHistoryReportInput, deviceServerConfig, REPORT_AUDIO_BASE64_MAX } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** Room for the base64 audio plus the JSON around it. */
const REPORT_BODY_LIMIT = REPORT_AUDIO_BASE64_MAX + 1024 * 1024;

/** Called by xiaozhi-server with `Authorization: Bearer <server.secret>` (upstream.md §5). */
export async function deviceServerRoutes(app: FastifyInstance): Promise<void> {
  const { deviceServer, chatHistory } = app.services;

  defineRoute(app, {
    method: 'POST',
    url: '/config/server-base',
    access: 'server',
    tags: ['device-server'],
    summary: 'Global config for the device server: params as a nested map plus the default VAD/ASR',
    response: deviceServerConfig,
    handler: () => deviceServer.serverBase(),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/config/agent-models',
    access: 'server',
    tags: ['device-server'],
    summary: 'The bound agent’s model configs for one device (10041 unknown device, 10042 waiting for binding)',
    body: agentModelsInput,
    response: deviceServerConfig,
    handler: ({ body }) => deviceServer.agentModels(body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/agent/chat-history/report',
    access: 'server',
    tags: ['device-server'],
    summary: 'Report one chat message (1 user, 2 agent, 3 tool), optionally with base64 WAV audio',
    body: chatHistoryReportInput,
    response: z.boolean(),
    bodyLimit: REPORT_BODY_LIMIT,
    handler: ({ body }) => chatHistory.report(body),
  });
}
