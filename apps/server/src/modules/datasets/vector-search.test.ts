import { describe, expect, it } from 'vitest';
import { vectorToBytes } from '../../integrations/embedding/embedding-client.ts';
import type { Repositories } from '../repositories.ts';
import type { DatasetRow } from './datasets.repository.ts';
import type { Embeddings } from './embeddings.ts';
import type { SegmentHit } from './segments.repository.ts';
import { dotProducts, normalise, topRows } from './vector-math.ts';
import { INDEX_MIN_ROWS, VectorSearch } from './vector-search.ts';

const DIMENSIONS = 32;

/** A dataset large enough for the index and the search thread, every fifth segment disabled. */
function fixture() {
  let state = 11;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 2 - 1;
  const topics = Array.from({ length: 60 }, () => normalise(Float32Array.from({ length: DIMENSIONS }, random)));
  const count = INDEX_MIN_ROWS + 1_000;
  const vectors = Array.from({ length: count }, (_, i) => normalise(Float32Array.from(topics[i % topics.length]!, (value) => value + random() * 0.15)));
  const rows = vectors.map((vector, i) => ({ id: `s${i}`, embedding: vectorToBytes(vector) }));
  const disabled = (id: string) => Number(id.slice(1)) % 5 === 0;
  const segments = {
    vectorVersion: async () => 'v1',
    vectors: async () => rows,
    searchable: async (ids: readonly string[]) =>
      new Map(ids.filter((id) => !disabled(id)).map((id): [string, SegmentHit] => [id, { id, document_id: 'd', document_name: 'doc', position: 1, content: id }])),
  } as unknown as Repositories['segments'];
  const query = normalise(Float32Array.from(topics[7]!, (value) => value + 0.05));
  const embeddings = { current: async () => ({ configId: 'c', fingerprint: 'f', batchSize: 8, embed: async () => [query.slice()] }) } as unknown as Embeddings;
  return { search: new VectorSearch({ segments }, embeddings), vectors, query, disabled };
}

describe('vector search over an indexed dataset', () => {
  it('answers the exact best enabled segments before and after the index is built, ranked in the search thread', async () => {
    const { search, vectors, query, disabled } = fixture();
    const dataset = { id: 'ds' } as DatasetRow;
    const matrix = new Float32Array(vectors.length * DIMENSIONS);
    vectors.forEach((vector, i) => matrix.set(vector, i * DIMENSIONS));
    const scores = dotProducts(matrix, vectors.length, query);
    const exact = topRows(scores, 50).filter((row) => !disabled(`s${row}`)).slice(0, 10);
    const tenth = scores[exact.at(-1)!]!;

    const before = await search.search(dataset, 'q', 10);
    expect(before.map((hit) => hit.id)).toEqual(exact.map((row) => `s${row}`));
    expect(before[0]!.segment?.content).toBe(before[0]!.id);

    expect(await search.recallAt(dataset, ['q'], 5)).toBeGreaterThanOrEqual(0.95);
    const after = await search.search(dataset, 'q', 10);
    expect(after).toHaveLength(10);
    // Ties with the exact tenth count as found.
    expect(after.filter((hit) => scores[Number(hit.id.slice(1))]! >= tenth - 1e-6).length).toBeGreaterThanOrEqual(9);
    expect(after.every((hit) => !disabled(hit.id))).toBe(true);
    // Searches asked together are spread over the search threads and answer the same.
    const together = await Promise.all(Array.from({ length: 6 }, () => search.search(dataset, 'q', 10)));
    expect(together.map((hits) => hits.map((hit) => hit.id))).toEqual(Array.from({ length: 6 }, () => after.map((hit) => hit.id)));
  }, 60_000);
});
