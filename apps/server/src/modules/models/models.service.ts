import type { LlmNameOption, ModelNameOption, ModelNamesQuery, ModelProvider, TtsVoiceOption } from '@vox/contracts';
import { parseJsonObject } from '../../lib/json.ts';
import { formatGmt8 } from '../../lib/time.ts';
import { canonicalModelType } from './model-types.ts';
import { CLONE_LANGUAGE_NAMES, type CloneVoices } from './clone-voices.ts';
import type { ModelChoiceRow, ModelProviderRow, ModelsRepository } from './models.repository.ts';

/** What the agent form chooses from: enabled model configs, voices, plugins. */
export class ModelsService {
  readonly #repo: ModelsRepository;
  readonly #clones: Pick<CloneVoices, 'usableOf'>;

  constructor(repo: ModelsRepository, clones: Pick<CloneVoices, 'usableOf'>) {
    this.#repo = repo;
    this.#clones = clones;
  }

  async names({ modelType, modelName }: ModelNamesQuery): Promise<ModelNameOption[]> {
    const type = canonicalModelType(modelType);
    if (!type) return [];
    const rows = await this.#repo.enabledOfType(type, modelName);
    return rows.map((row) => ({ id: row.id, modelName: row.model_name }));
  }

  /** The platform's enabled LLMs, then the caller's own enabled ones (marked private). */
  async llmNames(userId: string, modelName: string): Promise<LlmNameOption[]> {
    const [platform, own] = await Promise.all([this.#repo.enabledOfType('LLM', modelName), this.#repo.enabledOfType('LLM', modelName, userId)]);
    const option = (isPrivate: boolean) => (row: ModelChoiceRow) => ({
      id: row.id,
      modelName: row.model_name,
      type: String(parseJsonObject(row.config_json).type ?? ''),
      isPrivate,
    });
    return [...platform.map(option(false)), ...own.map(option(true))];
  }

  /** Voices of a TTS config; empty (not upstream's null) for other or unknown models. */
  async voices(modelId: string, voiceName: string, userId?: string): Promise<TtsVoiceOption[]> {
    const rows = await this.#repo.voicesOf(modelId, voiceName);
    const voices = rows.map((row) => ({ id: row.id, name: row.name, voiceDemo: row.voice_demo, languages: row.languages, isClone: false }));
    if (!userId) return voices;
    // The caller's trained clones of this TTS config, with their demo clip.
    const clones = (await this.#clones.usableOf(userId, modelId, voiceName)).map((clone) => ({
      id: clone.id,
      name: clone.name,
      voiceDemo: clone.demo_key && clone.demo_token ? `/xiaozhi/v1/voice-clones/${clone.id}/demo/${clone.demo_token}` : null,
      languages: CLONE_LANGUAGE_NAMES[clone.language] ?? clone.language,
      isClone: true,
    }));
    return [...voices, ...clones];
  }

  async pluginProviders(): Promise<ModelProvider[]> {
    return (await this.#repo.providersOfType('Plugin')).map(toModelProvider);
  }
}

export function toModelProvider(row: ModelProviderRow): ModelProvider {
  return {
    id: row.id,
    modelType: row.model_type,
    providerCode: row.provider_code,
    name: row.name,
    fields: row.fields,
    sort: row.sort,
    creator: row.creator,
    createDate: formatGmt8(row.created_at),
    updater: row.updater,
    updateDate: formatGmt8(row.updated_at),
  };
}
