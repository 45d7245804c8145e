import { z } from 'zod';
import { chatHistoryReportInput } from '../agents/chat-history.ts';
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
};
