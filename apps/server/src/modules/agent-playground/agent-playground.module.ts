import { callEndpointTool, describeEndpointTools, type EndpointTimeouts } from '../../integrations/mcp/mcp-endpoint-tools.ts';
import { DEFAULT_MCP_TIMEOUTS, type McpTimeouts } from '../../integrations/mcp/mcp-client.ts';
import { fetchContextText } from '../../integrations/net/context-text.ts';
import { OpenAiSpeechClient } from '../../integrations/tts/openai-speech.ts';
import { searchLikeDevice } from '../knowledge-retrieval/index.ts';
import type { ServerModule } from '../module.ts';
import type { Services, Wiring } from '../wiring.ts';
import { agentPlaygroundRoutes } from './agent-playground.routes.ts';
import { AgentPlaygroundService } from './agent-playground.service.ts';

declare module '../wiring.ts' {
  interface Services {
    agentPlayground: AgentPlaygroundService;
  }
}

/** Trying an agent in the console as a device would get it; owns no table (its sessions are chat history's). */
export const agentPlaygroundModule: ServerModule = {
  name: 'agent-playground',
  routes: [agentPlaygroundRoutes],
  rootRoutes: [agentPlaygroundRoutes],
  services: {
    agentPlayground: (services, wiring) => agentPlaygroundOf(services, wiring),
  },
};

/** How long a context provider may take to answer the playground. */
const CONTEXT_TIMEOUT_MS = 5_000;

/** The playground over the services a device conversation uses: the same assembly, knowledge search, MCP calls and history. */
function agentPlaygroundOf(services: Services, { options, llm, kv, clock, chatTimeoutMs }: Wiring): AgentPlaygroundService {
  const { addressBook, agentKnowledge, params } = services;
  const endpointTimeouts = mcpEndpointTimeouts(options.mcp?.timeouts);
  return new AgentPlaygroundService({
    models: services.modelsRepository,
    params,
    llm,
    kv,
    clock,
    speech: options.speech ?? new OpenAiSpeechClient(),
    timeoutMs: chatTimeoutMs,
    agents: services.agents,
    assembly: services.deviceServerApi,
    devicesOf: async (userId, agentId) =>
      (await addressBook.devices(userId)).filter((device) => device.agentId === agentId).map((device) => ({ mac: device.macAddress, alias: device.alias || null })),
    addressBook: async (userId, mac) => ((await services.features.enabled('addressBook')) ? (await addressBook.list(userId, mac)).map((entry) => entry.alias) : []),
    knowledgePlugins: (agent, origin) => agentKnowledge.devicePlugins(agent.id, origin),
    searchKnowledge: (plugin, question) => searchLikeDevice({ agentKnowledge, search: { retrieval: services.retrieval, datasetOf: (ids) => services.documents.datasetsOf(ids) } }, plugin, question),
    contextText: async (provider) => fetchContextText(provider, { allowPrivate: await params.flag('server.allow_private_urls'), timeoutMs: CONTEXT_TIMEOUT_MS }),
    mcpTools: services.mcpTools,
    endpoint: {
      list: (callUrl) => describeEndpointTools(callUrl, endpointTimeouts),
      call: (callUrl, name, args) => callEndpointTool(callUrl, endpointTimeouts, name, args),
    },
    speakersOf: (agentId) => services.voiceprints.speakerNames(agentId),
    speakerMemory: (agent, speaker) => services.memoryRuntime.speakerMemory(agent, speaker),
    chatHistory: services.chatHistory,
    chatSummaries: services.chatSummaries,
  });
}

/** The agent's access point is an MCP like any other: the same connect and call limits. */
function mcpEndpointTimeouts(timeouts: Partial<McpTimeouts> | undefined): EndpointTimeouts {
  const { connectMs, callMs } = { ...DEFAULT_MCP_TIMEOUTS, ...timeouts };
  return { connectMs, totalMs: connectMs + callMs };
}
