import { useEffect, useRef, useState } from 'react';

/** Play/stop one audio clip from the start; a new url (or leaving the screen) stops the old one. */
export function useAudioToggle(url: string | null | undefined) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  useEffect(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(false);
  }, [url]);

  const toggle = () => {
    if (!url) return;
    if (playing) {
      audio.current?.pause();
      setPlaying(false);
      return;
    }
    audio.current ??= new Audio(url);
    audio.current.onended = () => setPlaying(false);
    audio.current.currentTime = 0;
    setPlaying(true);
    void audio.current.play().catch(() => setPlaying(false));
  };

  return { playing, toggle };
}
