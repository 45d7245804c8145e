import { endpoint, rawAnswer } from '../http/endpoint.ts';
import { playgroundAgentParam, playgroundChatBody, playgroundInfo, playgroundInfoQuery, playgroundSpeechBody } from '../agents/playground.ts';

const tags: readonly string[] = ['v1 agent playground'];

/** Trying an agent from the console, as a device would get it: its prompt, memory, knowledge and tools. Owner-scoped. */
export const agentPlaygroundEndpoints = {
  getV1AgentPlayground: endpoint({
    method: 'GET',
    path: '/v1/agent-playground/:agentId',
    access: 'user',
    tags,
    summary: 'What the playground will run: the LLM and whether it can run here, the assembled prompt, the tools, the devices to speak as',
    params: playgroundAgentParam,
    query: playgroundInfoQuery,
    response: playgroundInfo,
  }),
  postV1AgentPlaygroundChat: endpoint({
    method: 'POST',
    path: '/v1/agent-playground/:agentId/chat',
    access: 'user',
    tags,
    summary: 'One turn, streamed as server-sent events (start, token, toolStart, toolEnd, error, done); saved to chat history unless record is false',
    params: playgroundAgentParam,
    body: playgroundChatBody,
    response: rawAnswer('text/event-stream', 'Lines `data: <PlaygroundEvent JSON>`, one event each'),
  }),
  postV1AgentPlaygroundSpeech: endpoint({
    method: 'POST',
    path: '/v1/agent-playground/:agentId/speech',
    access: 'user',
    tags,
    summary: "An answer spoken with the agent's TTS voice (OpenAI-compatible TTS only); 400 with the reason for other TTS types",
    params: playgroundAgentParam,
    body: playgroundSpeechBody,
    response: rawAnswer('audio/mpeg', 'The audio the TTS answered'),
  }),
};
