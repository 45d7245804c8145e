import { SoundOutlined } from '../../../components/icons.tsx';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpeak } from '../api/speak.ts';

/** Speaks an answer with the agent's voice where the console speaks the TTS's protocol; otherwise says why not. */
export function PlayButton({ agentId, text, ttsType, playable }: { agentId: string; text: string; ttsType: string | null; playable: boolean }) {
  const { t } = useTranslation('playground');
  const speak = useSpeak(agentId);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const play = () =>
    speak.mutate(text, {
      onSuccess: (blob) => {
        audio.current?.pause();
        audio.current = new Audio(URL.createObjectURL(blob));
        void audio.current.play();
      },
    });
  const hint = playable ? t('play.hint') : t('play.unsupported', { type: ttsType ?? '-' });
  return (
    <Tooltip title={hint}>
      <Button size="small" type="text" icon={<SoundOutlined />} disabled={!playable || text === ''} loading={speak.isPending} onClick={play} aria-label={t('play.label')}>
        {t('play.label')}
      </Button>
    </Tooltip>
  );
}
