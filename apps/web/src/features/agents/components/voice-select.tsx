import type { TtsVoiceOption } from '@vox/contracts';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitLanguages } from '../utils/model-rules.ts';
import { VoicePreviewButton } from './voice-preview-button.tsx';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  voices: readonly TtsVoiceOption[];
  loading: boolean;
  /** Only voices that speak this language (voices that name none always show). */
  language: string | null;
}

/** Empty means "the model's configured voice", which the server fills in. */
export function VoiceSelect({ id, value, onChange, voices, loading, language }: Props) {
  const { t } = useTranslation('agents');
  const shown = voices.filter((voice) => !language || voice.id === value || splitLanguages(voice.languages).length === 0 || splitLanguages(voice.languages).includes(language));
  const selected = voices.find((voice) => voice.id === value);
  return (
    <Flex gap={8}>
      <Select
        id={id}
        value={value ?? undefined}
        onChange={(next?: string) => onChange?.(next ?? null)}
        allowClear
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('voice.defaultVoice')}
        options={shown.map((voice) => ({ value: voice.id, label: voice.name }))}
        style={{ flex: 1, minWidth: 0 }}
      />
      <VoicePreviewButton url={selected?.voiceDemo} />
    </Flex>
  );
}
