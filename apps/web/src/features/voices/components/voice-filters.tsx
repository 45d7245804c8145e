import { Flex, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';
import type { VoiceFilter } from '../api/get-voices.ts';
import { SCENE_CODES, STYLE_CODES, VOICE_AGES, VOICE_GENDERS } from '../utils/voice-tags.ts';

interface Props {
  filters: Record<VoiceFilter, string>;
  onChange: (key: VoiceFilter, value: string) => void;
  languages: readonly string[];
  profiles: readonly string[];
  wide: boolean;
}

type SelectFilter = Exclude<VoiceFilter, 'voiceName'>;

const options = (t: TFunction<'voices'>, group: string, codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: t(`${group}.${code}` as 'age.adult', { defaultValue: code }) }));

export function VoiceFilters({ filters, onChange, languages, profiles, wide }: Props) {
  const { t } = useTranslation('voices');
  const selects: { key: SelectFilter; options: { value: string; label: string }[] }[] = [
    { key: 'language', options: options(t, 'language', languages) },
    { key: 'gender', options: options(t, 'gender', VOICE_GENDERS) },
    { key: 'age', options: options(t, 'age', VOICE_AGES) },
    { key: 'style', options: options(t, 'style', STYLE_CODES) },
    { key: 'scene', options: options(t, 'scene', SCENE_CODES) },
    { key: 'profile', options: options(t, 'profile', profiles) },
  ];
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <SearchInput value={filters.voiceName} onSearch={(value) => onChange('voiceName', value)} placeholder={t('filter.voiceName')} style={{ width: wide ? 240 : '100%' }} />
      {selects.map((select) => (
        <Select
          key={select.key}
          allowClear
          aria-label={t(`filter.${select.key}`)}
          placeholder={t(`filter.${select.key}`)}
          value={filters[select.key] || undefined}
          options={select.options}
          onChange={(value?: string) => onChange(select.key, value ?? '')}
          style={{ width: wide ? 130 : 'calc(50% - 4px)' }}
        />
      ))}
    </Flex>
  );
}
