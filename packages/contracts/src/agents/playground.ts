import { z } from 'zod';
import { VOICEPRINT_NAME_MAX } from './voiceprints.ts';

/** Where a chat session came from: a device through the device server, or the console's playground. */
export const CHAT_SOURCES = ['device', 'playground'] as const;
export type ChatSource = (typeof CHAT_SOURCES)[number];

/** Longest question the playground sends in one turn. */
export const PLAYGROUND_MESSAGE_MAX = 2000;
/** Earlier turns a client sends with a question (the device server keeps about as many). */
export const PLAYGROUND_HISTORY_MAX = 40;
/** Per user and minute, while the param `rate_limit.playground` is unset. */
export const PLAYGROUND_RATE_DEFAULT = 20;
export const PLAYGROUND_RATE_PARAM = 'rate_limit.playground';
/** Tool rounds in one turn before the playground stops asking the LLM. */
export const PLAYGROUND_TOOL_ROUNDS_MAX = 5;

export const playgroundAgentParam = z.object({ agentId: z.string().min(1).max(64) });

const turn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) });

export const playgroundChatBody = z.object({
  /** Made by the client for the conversation; the chat history keeps it as the session id. */
  sessionId: z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  message: z.string().trim().min(1).max(PLAYGROUND_MESSAGE_MAX),
  history: z.array(turn).max(PLAYGROUND_HISTORY_MAX).default([]),
  /** One of the caller's devices bound to the agent: its memory and address book apply, history is saved under it. */
  deviceMac: z.string().trim().max(32).nullish(),
  /** One of the agent's voiceprint speakers: the question is asked as theirs, and what is remembered of them applies. */
  speaker: z.string().trim().max(VOICEPRINT_NAME_MAX).nullish(),
  /** false: nothing is saved, no title, summary or memory is made from this conversation. */
  record: z.boolean().default(true),
});
export type PlaygroundChatBody = z.input<typeof playgroundChatBody>;

/** One server-sent event of a playground turn (`data: <json>`), in the order they happen. */
export type PlaygroundEvent =
  | { type: 'start'; prompt: string }
  | { type: 'token'; text: string }
  | { type: 'toolStart'; id: string; name: string; arguments: string }
  | { type: 'toolEnd'; id: string; name: string; ok: boolean; result: string; ms: number }
  | { type: 'error'; kind: PlaygroundErrorKind; detail: string; status?: number; modelId?: string }
  | { type: 'done'; reply: string; saved: boolean };

/** Why a turn ended without an answer: the LLM refused (HTTP status), timed out, was unreachable, or answered nonsense. */
export type PlaygroundErrorKind = 'httpError' | 'timeout' | 'network' | 'badResponse' | 'badUrl' | 'unsupported' | 'noModel' | 'toolRounds';

export const playgroundTool = z.object({
  name: z.string(),
  description: z.string(),
  /** `endpoint`: connected to the agent's own MCP access point. */
  source: z.enum(['knowledge', 'mcp', 'endpoint', 'plugin']),
  /** The MCP's name, for MCP tools. */
  origin: z.string().nullable(),
});
export type PlaygroundTool = z.infer<typeof playgroundTool>;

export const playgroundInfo = z.object({
  agentName: z.string(),
  llm: z.object({ modelId: z.string().nullable(), modelName: z.string().nullable(), type: z.string().nullable(), runnable: z.boolean() }),
  tts: z.object({ modelId: z.string().nullable(), type: z.string().nullable(), playable: z.boolean() }),
  /** The role prompt as the LLM gets it now (placeholders filled, memory appended). */
  prompt: z.string(),
  tools: z.array(playgroundTool),
  /** Tools that could not be listed (an MCP that did not answer), with the reason. */
  toolFailures: z.array(z.object({ origin: z.string(), detail: z.string() })),
  devices: z.array(z.object({ mac: z.string(), alias: z.string().nullable() })),
  /** The agent's voiceprint speakers (their names), one of which the question may be asked as. */
  speakers: z.array(z.string()),
});
export type PlaygroundInfo = z.infer<typeof playgroundInfo>;

export const playgroundInfoQuery = z.object({ deviceMac: z.string().trim().max(32).optional(), speaker: z.string().trim().max(VOICEPRINT_NAME_MAX).optional() });

export const playgroundSpeechBody = z.object({ text: z.string().trim().min(1).max(PLAYGROUND_MESSAGE_MAX * 2) });
