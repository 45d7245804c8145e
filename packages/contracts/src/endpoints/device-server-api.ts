import { z } from 'zod';
import { chatHistoryReportInput, deviceSessionParams } from '../agents/chat-history.ts';
import { agentModelsInput, deviceServerConfig } from '../devices/device-server.ts';
import { endpoint } from '../http/endpoint.ts';

export const deviceServerApiEndpoints = {
  postConfigServerBase: endpoint({
    method: 'POST',
    path: '/config/server-base',
    access: 'server',
    tags: ['device-server'],
    summary: 'Global config for the device server: params as a nested map plus the default VAD/ASR',
    response: deviceServerConfig,
  }),
  postConfigAgentModels: endpoint({
    method: 'POST',
    path: '/config/agent-models',
    access: 'server',
    tags: ['device-server'],
    summary: 'The bound agent’s model configs for one device (10041 unknown device, 10042 waiting for binding)',
    body: agentModelsInput,
    response: deviceServerConfig,
  }),
  postAgentChatHistoryReport: endpoint({
    method: 'POST',
    path: '/agent/chat-history/report',
    access: 'server',
    tags: ['device-server'],
    summary: 'Report one chat message (1 user, 2 agent, 3 tool), optionally with base64 WAV audio',
    body: chatHistoryReportInput,
    response: z.boolean(),
  }),
  postAgentChatTitleGenerate: endpoint({
    method: 'POST',
    path: '/agent/chat-title/:sessionId/generate',
    access: 'server',
    tags: ['device-server'],
    summary: 'Give the session a title through the agent’s small LLM; answers at once, the title follows in the background',
    params: deviceSessionParams,
    response: z.null(),
  }),
  postAgentChatSummarySave: endpoint({
    method: 'POST',
    path: '/agent/chat-summary/:sessionId/save',
    access: 'server',
    tags: ['device-server'],
    summary: 'Summarise the session into the agent’s summary memory (≤ 1,800 characters); answers at once, works in the background',
    params: deviceSessionParams,
    response: z.null(),
  }),
};
