import { PauseCircleOutlined, PlayCircleOutlined } from '../../../components/icons.tsx';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAudioToggle } from '../../../hooks/use-audio-toggle.ts';

/** Plays a voice's demo clip; a second click stops it. */
export function PlayButton({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation('voices');
  const { playing, toggle } = useAudioToggle(url);
  const label = url ? (playing ? t('card.stop') : t('card.play')) : t('card.noDemo');
  return (
    <Tooltip title={label}>
      <Button shape="circle" icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />} disabled={!url} onClick={toggle} aria-label={label} />
    </Tooltip>
  );
}
