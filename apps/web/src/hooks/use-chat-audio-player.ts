import { chatHistoryEndpoints } from '@vox/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../lib/http.ts';
import { reportFailure } from '../lib/query-client.ts';

export interface ChatAudioPlayer {
  /** The audio id being fetched or played, and which of the two. */
  current: { audioId: string; playing: boolean } | null;
  /** Plays a message's audio; the same message again stops it. */
  toggle: (audioId: string) => void;
}

/**
 * One chat-history recording at a time (the chat history dialog, the voiceprint picker): a one-time play id from
 * `POST /agent/audio/{audioId}`, then the WAV from `GET /agent/play/{id}`, fetched once into memory because the id is
 * spent on first use. `failedText` is shown when the browser refuses to play it.
 */
export function useChatAudioPlayer(failedText: string): ChatAudioPlayer {
  const { message } = App.useApp();
  const [current, setCurrent] = useState<ChatAudioPlayer['current']>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);
  // A later click wins over a request still on its way.
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current += 1;
    audio.current?.pause();
    audio.current = null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
    setCurrent(null);
  }, []);

  useEffect(() => stop, [stop]);

  const start = async (audioId: string) => {
    stop();
    const mine = attempt.current;
    setCurrent({ audioId, playing: false });
    try {
      const playId = await api(chatHistoryEndpoints.postAgentAudio, { params: { audioId } });
      const blob = await api(chatHistoryEndpoints.getAgentPlay, { params: { uuid: playId } }, { responseType: 'blob' });
      if (mine !== attempt.current) return;
      objectUrl.current = URL.createObjectURL(blob);
      audio.current = new Audio(objectUrl.current);
      audio.current.onended = stop;
      await audio.current.play();
      if (mine === attempt.current) setCurrent({ audioId, playing: true });
    } catch (error) {
      if (mine !== attempt.current) return;
      stop();
      // A DOMException is the browser refusing to play; anything else is a failed request.
      if (error instanceof DOMException) void message.error(failedText);
      else reportFailure(error, undefined);
    }
  };

  return { current, toggle: (audioId) => (current?.audioId === audioId ? stop() : void start(audioId)) };
}
