import { createHash } from 'node:crypto';
import type { EmbeddingClient, EmbeddingTarget } from '../../integrations/embedding/embedding-client.ts';
import { DEFAULT_EMBEDDING_BATCH } from '../../integrations/embedding/embedding-client.ts';
import { parseJsonObject } from '../../lib/json.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { ModelCatalog } from '../models/index.ts';

/** Re-embeds segments whose vectors are not the current model's: enqueued on a model change or a failed edit. */
export const EMBED_JOB = 'dataset.embed';
/** The same work hourly, and at the first start: whatever a lost enqueue or a crash left stale is picked up. */
export const EMBED_SWEEP_JOB = 'dataset.embed.sweep';
export const EMBED_SWEEP_EVERY_SECONDS = 3600;
const EMBED_ATTEMPTS = 5;

/** The model configuration type knowledge bases embed with; its default enabled config is the one used. */
export const EMBEDDING_MODEL_TYPE = 'Embedding';

/** The default Embedding config, ready to call. */
export interface EmbeddingModel {
  configId: string;
  /**
   * Names the vector space: the config id, model name, base URL and dimensions, hashed. Vectors stored under another
   * fingerprint come from another model (or another shape) and are never compared with this one's.
   */
  fingerprint: string;
  batchSize: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

export interface EmbeddingsDeps {
  /** Where the default Embedding model is found. */
  models: Pick<ModelCatalog, 'defaultOfType'>;
  params: ParamsService;
  client: EmbeddingClient;
  jobs: JobQueue;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const positive = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

export function embeddingFingerprint(configId: string, model: string, baseUrl: string, dimensions: number | undefined): string {
  const digest = createHash('sha256').update(JSON.stringify([model, baseUrl.replace(/\/+$/, ''), dimensions ?? null])).digest('hex').slice(0, 16);
  return `${configId}:${digest}`;
}

/** The platform's embedding model for knowledge bases: none configured means keyword search only. */
export class Embeddings {
  readonly #deps: EmbeddingsDeps;

  constructor(deps: EmbeddingsDeps) {
    this.#deps = deps;
  }

  /** Read on every use (one indexed query): a switch in model configuration applies to the next call. */
  async current(): Promise<EmbeddingModel | null> {
    const row = await this.#deps.models.defaultOfType(EMBEDDING_MODEL_TYPE);
    if (!row) return null;
    const config = parseJsonObject(row.config_json);
    const baseUrl = text(config.base_url);
    const model = text(config.model_name);
    // A default without an address or a model name cannot embed anything: as good as none.
    if (!baseUrl || !model) return null;
    const dimensions = positive(config.dimensions);
    const batchSize = positive(config.batch_size) ?? DEFAULT_EMBEDDING_BATCH;
    // As the model test does: administrators' public configs are trusted (a local Ollama is the usual embedder),
    // a user's own config reaches private addresses only with server.allow_private_urls. Embedding configs are
    // public today; the rule is here for the day they are not.
    const allowPrivate = row.owner_id === null || (await this.#deps.params.flag('server.allow_private_urls'));
    const target: EmbeddingTarget = { baseUrl, apiKey: text(config.api_key), model, batchSize, allowPrivate, ...(dimensions ? { dimensions } : {}) };
    return {
      configId: row.id,
      fingerprint: embeddingFingerprint(row.id, model, baseUrl, dimensions),
      batchSize,
      embed: (texts) => this.#deps.client.embed(target, texts),
    };
  }

  /** The default Embedding config's name as model configuration shows it, while it can embed; null otherwise. */
  async displayName(): Promise<string | null> {
    const row = await this.#deps.models.defaultOfType(EMBEDDING_MODEL_TYPE);
    return row && (await this.current()) ? row.model_name : null;
  }

  /** Queues the re-embedding job (at most one waits at a time; a running one notices a newer model itself). */
  async requestReembed(): Promise<void> {
    await this.#deps.jobs.enqueue(EMBED_JOB, {}, { uniqueKey: EMBED_JOB, maxAttempts: EMBED_ATTEMPTS });
  }

  /** Model configuration's hook: any change to an Embedding config may change the default's fingerprint. */
  readonly modelChanged = async (modelType: string): Promise<void> => {
    if (modelType === EMBEDDING_MODEL_TYPE) await this.requestReembed();
  };
}
