import type { ModelType } from '@vox/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useModelOptions } from '../api/model-options.ts';

interface Props {
  modelType: ModelType;
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Options the current rules forbid; the selected one still shows so the form never lies about what is stored. */
  hiddenIds?: readonly string[];
}

/**
 * One model choice fed by GET /models/names. A stored choice that is no longer offered (disabled since, or
 * Intent_nointent, which is seeded disabled upstream) stays visible under its id.
 */
export function ModelSelect({ modelType, id, value, onChange, hiddenIds = [] }: Props) {
  const { t } = useTranslation('agents');
  const { data = [], isPending } = useModelOptions(modelType);
  const options = data
    .filter((option) => option.id === value || !hiddenIds.includes(option.id))
    .map((option) => ({ value: option.id, label: option.isPrivate ? t('model.privateOption', { name: option.modelName }) : option.modelName }));
  if (value && !isPending && !data.some((option) => option.id === value)) {
    options.push({ value, label: t('model.unavailable', { id: value }) });
  }
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      loading={isPending}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('model.placeholder')}
      style={{ width: '100%' }}
    />
  );
}
