import { chatHistoryEndpoints } from '@vox/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { reportFailure } from '../../../lib/query-client.ts';

export interface UtterancePlayer {
  /** The audio being fetched or played, and which of the two. */
  current: { audioId: string; playing: boolean } | null;
  /** Plays an utterance; the same one again stops it. */
  toggle: (audioId: string) => void;
}

/** One utterance at a time: a one-time play id (`POST /agent/audio/{id}`), then the WAV (`GET /agent/play/{id}`). */
export function useUtterancePlayer(): UtterancePlayer {
  const { t } = useTranslation('voiceprints');
  const { message } = App.useApp();
  const [current, setCurrent] = useState<UtterancePlayer['current']>(null);
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
      if (error instanceof DOMException) void message.error(t('audio.failed'));
      else reportFailure(error, undefined);
    }
  };

  return { current, toggle: (audioId) => (current?.audioId === audioId ? stop() : void start(audioId)) };
}
