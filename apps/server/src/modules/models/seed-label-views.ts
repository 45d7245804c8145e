import type { ModelConfig, ModelProvider, ProviderField } from '@vox/contracts';
import type { SeedLabels } from '../../lib/seed-labels/index.ts';

/**
 * The catalogue as a screen shows it in its display language: seeded providers, model configs and voices (known by
 * their seeded ids) read their labels while their text is still the seeded one.
 */
export function labelledProvider(labels: SeedLabels) {
  return (provider: ModelProvider): ModelProvider => {
    const fields = fieldsOf(provider.fields);
    if (!fields) return { ...provider, name: labels.text('providers', provider.id, 'name', provider.name) };
    const labelled = fields.map((field) => ({ ...field, label: labels.text('providers', provider.id, `field.${field.key}`, field.label) }));
    return { ...provider, name: labels.text('providers', provider.id, 'name', provider.name), fields: JSON.stringify(labelled) };
  };
}

export function labelledModel(labels: SeedLabels) {
  return <T extends Pick<ModelConfig, 'id' | 'modelName'> & { remark?: string | null }>(model: T): T => ({
    ...model,
    modelName: labels.text('models', model.id, 'name', model.modelName),
    ...('remark' in model ? { remark: labels.text('models', model.id, 'remark', model.remark) } : {}),
  });
}

export function labelledVoice(labels: SeedLabels) {
  return <T extends { id: string; name: string; languages: string | null; remark?: string | null }>(voice: T): T => ({
    ...voice,
    name: labels.text('voices', voice.id, 'name', voice.name),
    languages: labels.text('voices', voice.id, 'languages', voice.languages),
    ...('remark' in voice ? { remark: labels.text('voices', voice.id, 'remark', voice.remark) } : {}),
  });
}

export const labelledPage = <T>(page: { total: number; list: T[] }, label: (row: T) => T) => ({ ...page, list: page.list.map(label) });

function fieldsOf(json: string): ProviderField[] | undefined {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as ProviderField[]) : undefined;
  } catch {
    return undefined;
  }
}
