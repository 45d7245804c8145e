import { useTranslation } from 'react-i18next';
import { useChatAudioPlayer, type ChatAudioPlayer } from '../../../hooks/use-chat-audio-player.ts';

export type AudioPlayer = ChatAudioPlayer;

/** One sound at a time for the whole dialog. */
export function useAudioPlayer(): AudioPlayer {
  const { t } = useTranslation('chat');
  return useChatAudioPlayer(t('audio.failed'));
}
