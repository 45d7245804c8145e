import { PauseCircleOutlined, PlayCircleOutlined } from '../../../components/icons.tsx';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAudioToggle } from '../../../hooks/use-audio-toggle.ts';

/** Plays a voice's demo clip; a second click stops it. */
export function VoicePreviewButton({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation('agents');
  const { playing, toggle } = useAudioToggle(url);
  return (
    <Tooltip title={url ? t('voice.preview') : t('voice.noPreview')}>
      <Button icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />} disabled={!url} onClick={toggle} aria-label={t('voice.preview')} />
    </Tooltip>
  );
}
