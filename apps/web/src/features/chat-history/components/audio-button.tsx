import { LoadingOutlined, PauseCircleOutlined, SoundOutlined } from '../../../components/icons.tsx';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AudioPlayer } from '../hooks/use-audio-player.ts';

export function AudioButton({ audioId, player }: { audioId: string; player: AudioPlayer }) {
  const { t } = useTranslation('chat');
  const mine = player.current?.audioId === audioId ? player.current : null;
  const icon = mine ? mine.playing ? <PauseCircleOutlined /> : <LoadingOutlined /> : <SoundOutlined />;
  const label = mine ? t('audio.stop') : t('audio.play');
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" shape="circle" icon={icon} aria-label={label} onClick={() => player.toggle(audioId)} />
    </Tooltip>
  );
}
