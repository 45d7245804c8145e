import type { V1Model, V1ModelCreateBody } from '@vox/contracts';

export interface LlmFormValues {
  name: string;
  base_url: string;
  model_name: string;
  api_key: string;
  temperature: number | null;
  max_tokens: number | null;
  comment: string;
}

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value));

export function toFormValues(model: V1Model | null): LlmFormValues {
  const config = model?.config ?? {};
  const text = (key: string) => (typeof config[key] === 'string' ? (config[key] as string) : '');
  return {
    name: model?.name ?? '',
    base_url: text('base_url'),
    model_name: text('model_name'),
    api_key: text('api_key'),
    temperature: numberOrNull(config.temperature),
    max_tokens: numberOrNull(config.max_tokens),
    comment: model?.comment ?? '',
  };
}

/** An unset number goes as "" (the provider's default); the api_key mask goes back as it came. */
export const toBody = (values: LlmFormValues): V1ModelCreateBody => ({
  name: values.name.trim(),
  comment: values.comment?.trim() ?? '',
  config: {
    type: 'openai',
    base_url: values.base_url.trim(),
    model_name: values.model_name.trim(),
    api_key: values.api_key ?? '',
    temperature: values.temperature ?? '',
    max_tokens: values.max_tokens ?? '',
  },
});
