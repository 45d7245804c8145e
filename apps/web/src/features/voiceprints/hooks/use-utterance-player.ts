import { useTranslation } from 'react-i18next';
import { useChatAudioPlayer, type ChatAudioPlayer } from '../../../hooks/use-chat-audio-player.ts';

export type UtterancePlayer = ChatAudioPlayer;

/** One utterance at a time in the voiceprint picker. */
export function useUtterancePlayer(): UtterancePlayer {
  const { t } = useTranslation('voiceprints');
  return useChatAudioPlayer(t('audio.failed'));
}
