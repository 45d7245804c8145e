import { VOICE_CLONE_NAME_MAX, type VoiceCloneState } from '@vox/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const NAME_MAX = VOICE_CLONE_NAME_MAX;
const COLORS: Record<VoiceCloneState, string> = { Init: 'default', Training: 'processing', Success: 'success', Failed: 'error' };

/** The mini-program's state labels: 待训练, 训练中, 复刻成功, 训练失败. */
export function StateTag({ state }: { state: VoiceCloneState }) {
  const { t } = useTranslation('voiceClones');
  return <Tag color={COLORS[state]}>{t(`state.${state}`)}</Tag>;
}
