import type { ProviderField } from '@vox/contracts';
import type { ModelBody, ModelConfig } from '../api/model-types.ts';
import { toConfigJson } from './config-form.ts';

export interface ModelFormValues {
  id?: string;
  provider?: string;
  modelName: string;
  modelCode: string;
  isEnabled: boolean;
  docLink: string;
  remark: string;
  sort: number;
  config: Record<string, unknown>;
}

/**
 * The add/edit body. A custom id only on add; `isDefault` is kept as it is (the default switch has its own call, and
 * the server ignores it on add anyway).
 */
export function toModelBody(values: ModelFormValues, fields: readonly ProviderField[], existing: { isDefault: boolean } | null): ModelBody {
  return {
    ...(existing === null && values.id ? { id: values.id } : {}),
    modelCode: values.modelCode ?? '',
    modelName: values.modelName,
    isDefault: existing?.isDefault ? 1 : 0,
    isEnabled: values.isEnabled ? 1 : 0,
    configJson: toConfigJson(fields, values.config ?? {}, values.provider ?? ''),
    docLink: values.docLink ?? '',
    remark: values.remark ?? '',
    sort: values.sort ?? 0,
  };
}

export const providerOf = (model: ModelConfig | undefined) => (typeof model?.configJson?.type === 'string' ? model.configJson.type : undefined);

/** The drawer's values for a saved model (the provider fields are filled separately, once the schema is known). */
export const fromModel = (model: ModelConfig): Omit<ModelFormValues, 'config'> => ({
  provider: providerOf(model),
  modelName: model.modelName,
  modelCode: model.modelCode ?? '',
  isEnabled: model.isEnabled === 1,
  docLink: model.docLink ?? '',
  remark: model.remark ?? '',
  sort: model.sort,
});

/** The doc link as a clickable address, or '' while it is not one. */
export const openableUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : '');
