import type { EmbeddingModel } from './embeddings.ts';
import { normalise } from './vector-math.ts';

/** Questions remembered; at 768 dimensions about 3 MB. */
const REMEMBERED_MAX = 1_000;

/**
 * The unit vectors of recent questions by embedding model: devices ask the same few questions again and again, and
 * embedding one costs a call to the model (tens of milliseconds on a local one, more elsewhere). Keyed by the model's
 * fingerprint, so a model change never answers from the old vector space; the same question asked by several devices at
 * once is embedded once. Failures are not remembered.
 */
export class QueryVectors {
  readonly #vectors = new Map<string, Promise<Float32Array>>();

  vectorOf(model: EmbeddingModel, query: string): Promise<Float32Array> {
    const key = `${model.fingerprint}\n${query}`;
    const known = this.#vectors.get(key);
    if (known) {
      // Most recently used last.
      this.#vectors.delete(key);
      this.#vectors.set(key, known);
      return known;
    }
    const embedding = model.embed([query]).then(([vector]) => normalise(vector!));
    this.#vectors.set(key, embedding);
    embedding.catch(() => {
      if (this.#vectors.get(key) === embedding) this.#vectors.delete(key);
    });
    if (this.#vectors.size > REMEMBERED_MAX) this.#vectors.delete(this.#vectors.keys().next().value!);
    return embedding;
  }
}
