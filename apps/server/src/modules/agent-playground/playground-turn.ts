import { PLAYGROUND_TOOL_ROUNDS_MAX, type PlaygroundEvent } from '@vox/contracts';
import type { ChatStreamRequest, LlmClient, LlmMessage, LlmToolCall } from '../../integrations/llm/llm-client.ts';
import type { Toolbox } from './playground-tools.ts';

/** A tool call as the transcript and the saved history show it. */
export interface ToolRecord {
  name: string;
  arguments: string;
  ok: boolean;
  result: string;
}

export interface TurnOutcome {
  reply: string;
  tools: ToolRecord[];
  /** The LLM failed: nothing more was said. */
  failed: boolean;
  stopped: boolean;
}

/** Longest tool result handed back to the model (the transcript gets the same text). */
const TOOL_RESULT_MAX = 8000;

/**
 * One turn: ask the LLM with the tools, run what it calls, hand the results back, until it answers in words or the
 * rounds run out. Every step is emitted as it happens; `signal` ends the turn (what was said so far stays).
 */
export async function runTurn(
  llm: LlmClient,
  call: Omit<ChatStreamRequest, 'messages' | 'tools' | 'signal'>,
  messages: LlmMessage[],
  toolbox: Toolbox,
  emit: (event: PlaygroundEvent) => void,
  signal: AbortSignal,
  timer: () => number,
): Promise<TurnOutcome> {
  const outcome: TurnOutcome = { reply: '', tools: [], failed: false, stopped: false };
  for (let round = 0; ; round += 1) {
    const answer = await llm.stream({ ...call, messages, tools: toolbox.offered, signal }, (text) => emit({ type: 'token', text }));
    if (!answer.ok) {
      emit({ type: 'error', kind: answer.kind, detail: answer.detail, ...(answer.kind === 'httpError' ? { status: answer.status } : {}) });
      return { ...outcome, failed: true };
    }
    outcome.reply += answer.content;
    if (answer.stopped || signal.aborted) return { ...outcome, stopped: true };
    if (answer.toolCalls.length === 0) return outcome;
    if (round >= PLAYGROUND_TOOL_ROUNDS_MAX) {
      emit({ type: 'error', kind: 'toolRounds', detail: String(PLAYGROUND_TOOL_ROUNDS_MAX) });
      return { ...outcome, failed: true };
    }
    messages.push({ role: 'assistant', content: answer.content || null, toolCalls: answer.toolCalls });
    for (const toolCall of answer.toolCalls) {
      const record = await runTool(toolbox, toolCall, emit, timer);
      outcome.tools.push(record);
      messages.push({ role: 'tool', toolCallId: toolCall.id, content: record.result });
      if (signal.aborted) return { ...outcome, stopped: true };
    }
  }
}

async function runTool(toolbox: Toolbox, toolCall: LlmToolCall, emit: (event: PlaygroundEvent) => void, timer: () => number): Promise<ToolRecord> {
  emit({ type: 'toolStart', id: toolCall.id, name: toolCall.name, arguments: toolCall.arguments });
  const started = timer();
  const result = await toolbox.run(toolCall.name, toolCall.arguments);
  const text = result.result.slice(0, TOOL_RESULT_MAX);
  emit({ type: 'toolEnd', id: toolCall.id, name: toolCall.name, ok: result.ok, result: text, ms: Math.max(0, Math.round(timer() - started)) });
  return { name: toolCall.name, arguments: toolCall.arguments, ok: result.ok, result: text };
}
