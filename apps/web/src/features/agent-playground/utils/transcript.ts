import type { PlaygroundEvent } from '@vox/contracts';

export interface ToolStep {
  id: string;
  name: string;
  arguments: string;
  result?: string;
  ok?: boolean;
  ms?: number;
}

export type TurnError = Extract<PlaygroundEvent, { type: 'error' }>;

export interface Turn {
  id: string;
  question: string;
  answer: string;
  tools: ToolStep[];
  error: TurnError | null;
  /** Still streaming. */
  live: boolean;
  stopped: boolean;
  saved: boolean;
}

export const newTurn = (id: string, question: string): Turn => ({ id, question, answer: '', tools: [], error: null, live: true, stopped: false, saved: false });

/** A turn after one more event of its stream. */
export function applyEvent(turn: Turn, event: PlaygroundEvent): Turn {
  switch (event.type) {
    case 'token':
      return { ...turn, answer: turn.answer + event.text };
    case 'toolStart':
      return { ...turn, tools: [...turn.tools, { id: event.id, name: event.name, arguments: event.arguments }] };
    case 'toolEnd':
      return { ...turn, tools: turn.tools.map((tool) => (tool.id === event.id ? { ...tool, result: event.result, ok: event.ok, ms: event.ms } : tool)) };
    case 'error':
      return { ...turn, error: event };
    case 'done':
      return { ...turn, live: false, saved: event.saved };
    default:
      return turn;
  }
}

/** The earlier turns as the LLM gets them again (answered ones only). */
export const historyOf = (turns: readonly Turn[]) =>
  turns.filter((turn) => !turn.error && turn.answer).flatMap((turn) => [
    { role: 'user' as const, content: turn.question },
    { role: 'assistant' as const, content: turn.answer },
  ]);

/** A fresh conversation id, as the chat history keeps it. */
export const newSessionId = () => `play-${crypto.randomUUID().replaceAll('-', '')}`;
