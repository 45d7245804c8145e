import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk.ts';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk('home', () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns an import failure into a ChunkLoadError naming the chunk', async () => {
    const error = await loadChunk('user-management', () => Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', chunk: 'user-management', message: 'Loading chunk user-management failed.' });
  });

  it('gives up after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const result = loadChunk('datasets', () => new Promise(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ name: 'ChunkLoadError', chunk: 'datasets' });
  });
});
