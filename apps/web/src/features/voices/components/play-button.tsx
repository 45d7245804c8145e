import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Plays a voice's demo clip; a second click stops it. */
export function PlayButton({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation('voices');
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);

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

  const label = url ? (playing ? t('card.stop') : t('card.play')) : t('card.noDemo');
  return (
    <Tooltip title={label}>
      <Button shape="circle" icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />} disabled={!url} onClick={toggle} aria-label={label} />
    </Tooltip>
  );
}
