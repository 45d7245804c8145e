import { useMutation } from '@tanstack/react-query';
import { agentPlaygroundEndpoints, PLAYGROUND_HISTORY_MAX, type PlaygroundEvent } from '@vox/contracts';
import { useRef, useState } from 'react';
import { apiStream } from '../../../lib/http.ts';
import { applyEvent, historyOf, newSessionId, newTurn, type Turn } from '../utils/transcript.ts';

export interface ChatSettings {
  deviceMac: string;
  /** A voiceprint speaker's name, or '' for none. */
  speaker: string;
  record: boolean;
}

/** One playground conversation: its turns, a send that streams the answer in, and a stop that ends the turn. */
export function usePlaygroundChat(agentId: string, settings: ChatSettings) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [sessionId, setSessionId] = useState(newSessionId);
  const abort = useRef<AbortController | null>(null);
  const update = (id: string, change: (turn: Turn) => Turn) => setTurns((all) => all.map((turn) => (turn.id === id ? change(turn) : turn)));

  const send = useMutation({
    mutationFn: async (question: string) => {
      const id = crypto.randomUUID();
      const history = historyOf(turns).slice(-PLAYGROUND_HISTORY_MAX);
      setTurns((all) => [...all, newTurn(id, question)]);
      const controller = new AbortController();
      abort.current = controller;
      try {
        await apiStream(
          agentPlaygroundEndpoints.postV1AgentPlaygroundChat,
          { params: { agentId }, body: { sessionId, message: question, history, deviceMac: settings.deviceMac || null, speaker: settings.speaker || null, record: settings.record } },
          (data) => update(id, (turn) => applyEvent(turn, JSON.parse(data) as PlaygroundEvent)),
          { signal: controller.signal },
        );
      } catch (error) {
        // Refused before it started (the limit, an agent not the caller's): the question goes, the query client says why.
        setTurns((all) => all.filter((turn) => turn.id !== id));
        throw error;
      } finally {
        if (controller.signal.aborted) update(id, (turn) => ({ ...turn, stopped: true }));
        update(id, (turn) => ({ ...turn, live: false }));
        abort.current = null;
      }
    },
    // A saved turn adds to the agent's chat history.
    meta: { invalidates: ['chat-history'] },
  });

  return {
    turns,
    sessionId,
    busy: send.isPending,
    send: (question: string) => send.mutate(question),
    stop: () => abort.current?.abort(),
    reset: () => {
      abort.current?.abort();
      setTurns([]);
      setSessionId(newSessionId());
    },
  };
}
