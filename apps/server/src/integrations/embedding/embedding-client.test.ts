import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeVector, startFakeEmbeddings, type FakeEmbeddings } from '../../../test/fake-embeddings.ts';
import { bytesToVector, EmbeddingError, OpenAiEmbeddingClient, vectorToBytes, type EmbeddingTarget } from './embedding-client.ts';

describe('OpenAI-compatible embedding client against a fake embeddings server', () => {
  let fake: FakeEmbeddings;
  const client = new OpenAiEmbeddingClient({ timeoutMs: 10_000 });
  const target = (overrides: Partial<EmbeddingTarget> = {}): EmbeddingTarget => ({ baseUrl: fake.url, apiKey: 'sk-fake-0123456789', model: 'fake-a', allowPrivate: true, ...overrides });

  beforeAll(async () => {
    fake = await startFakeEmbeddings({ dimensions: 16, apiKey: 'sk-fake-0123456789' });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.failWith = null;
    fake.shuffle = false;
    fake.apiKey = 'sk-fake-0123456789';
  });

  it('embeds in batches with the bearer key, one vector per text in the order asked', async () => {
    const texts = ['开机', '退货', 'warranty', '充电', 'hello world'];
    const vectors = await client.embed(target({ batchSize: 2 }), texts);
    expect(fake.requests.map((request) => request.body.input)).toEqual([['开机', '退货'], ['warranty', '充电'], ['hello world']]);
    expect(fake.requests.every((request) => request.headers.authorization === 'Bearer sk-fake-0123456789' && request.body.model === 'fake-a')).toBe(true);
    expect(fake.requests[0]!.body).not.toHaveProperty('dimensions');
    expect(vectors).toHaveLength(5);
    expect([...vectors[3]!].map((value) => Math.fround(value))).toEqual(fakeVector('fake-a', '充电', 16).map((value) => Math.fround(value)));
  });

  it('puts vectors back in input order when the server answers them shuffled, and sends dimensions when set', async () => {
    fake.shuffle = true;
    const vectors = await client.embed(target({ dimensions: 8 }), ['退货', '保修']);
    expect(fake.requests[0]!.body.dimensions).toBe(8);
    expect(vectors.map((vector) => vector.length)).toEqual([8, 8]);
    expect([...vectors[0]!]).toEqual([...Float32Array.from(fakeVector('fake-a', '退货', 8))]);
  });

  it('sends no Authorization header without a key', async () => {
    fake.apiKey = null;
    await client.embed(target({ apiKey: '' }), ['x']);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("fails with the provider's message, the key cut out", async () => {
    const wrongKey = client.embed(target({ apiKey: 'sk-wrong-key-999' }), ['x']);
    await expect(wrongKey).rejects.toMatchObject({ name: 'EmbeddingError', kind: 'httpError', status: 401, message: 'HTTP 401: Incorrect API key provided' });
    fake.failWith = { status: 500, message: 'model sk-fake-0123456789 is not loaded' };
    await expect(client.embed(target(), ['x'])).rejects.toMatchObject({ kind: 'httpError', status: 500, message: 'HTTP 500: model **** is not loaded' });
    await expect(client.embed(target({ baseUrl: `${fake.url}/nope` }), ['x'])).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a private address unless allowed, and reports a server that is not there', async () => {
    await expect(client.embed(target({ allowPrivate: false }), ['x'])).rejects.toMatchObject({ kind: 'refused' });
    expect(fake.requests).toHaveLength(0);
    const closed = await startFakeEmbeddings();
    await closed.close();
    const error = await client.embed(target({ baseUrl: closed.url }), ['x']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmbeddingError);
    expect(error).toMatchObject({ kind: 'network', message: 'ECONNREFUSED' });
  });

  it('stores vectors as float32 little-endian bytes', () => {
    const vector = Float32Array.from([1, -0.5, 0.25]);
    const bytes = vectorToBytes(vector);
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 0x80, 0x3f]);
    expect([...bytesToVector(bytes)]).toEqual([1, -0.5, 0.25]);
  });
});
