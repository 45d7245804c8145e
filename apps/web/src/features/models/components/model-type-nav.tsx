import { Menu, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The model types of the config screen, in upstream's menu order (Embedding, ours, last); LLM opens first. */
export const CONFIG_TYPES = ['VAD', 'ASR', 'LLM', 'VLLM', 'Intent', 'TTS', 'Memory', 'RAG', 'Embedding'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];
export const DEFAULT_CONFIG_TYPE: ConfigType = 'LLM';

export const toConfigType = (raw: string | null): ConfigType =>
  CONFIG_TYPES.find((type) => type.toLowerCase() === raw?.toLowerCase()) ?? DEFAULT_CONFIG_TYPE;

/** A side menu on wide screens, a select on phones (nine tabs do not fit 390 px). */
export function ModelTypeNav({ value, onChange, wide }: { value: ConfigType; onChange: (type: ConfigType) => void; wide: boolean }) {
  const { t } = useTranslation('models');
  const items = CONFIG_TYPES.map((type) => ({ key: type, label: t(`type.${type}`) }));
  if (!wide) {
    return (
      <Select
        aria-label={t('type.label')}
        value={value}
        onChange={onChange}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
        style={{ width: '100%', marginBottom: 12 }}
      />
    );
  }
  return <Menu mode="inline" selectedKeys={[value]} items={items} onClick={({ key }) => onChange(key as ConfigType)} style={{ width: 200, borderInlineEnd: 'none' }} />;
}
