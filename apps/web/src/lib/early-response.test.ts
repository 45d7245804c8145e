import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRead, takeEarlyResponse } from './early-response.ts';

const init = (language: string): RequestInit => ({ method: 'GET', headers: { 'Accept-Language': language, Authorization: 'Bearer t' } });

describe('reads started before the app code', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the answer to the first request with the same URL and headers, once', async () => {
    const fetch = vi.fn(async () => new Response('{"code":0}'));
    vi.stubGlobal('fetch', fetch);
    startEarlyRead('/xiaozhi/user/info', init('zh-CN'));
    const taken = takeEarlyResponse('/xiaozhi/user/info', init('zh-CN'));
    expect(await (await taken!).text()).toBe('{"code":0}');
    expect(takeEarlyResponse('/xiaozhi/user/info', init('zh-CN'))).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not used for other headers, another method or after it went stale', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
    startEarlyRead('/a', init('zh-CN'));
    expect(takeEarlyResponse('/a', init('en-US'))).toBeUndefined();
    startEarlyRead('/b', init('zh-CN'));
    expect(takeEarlyResponse('/b', { ...init('zh-CN'), method: 'POST' })).toBeUndefined();
    vi.useFakeTimers();
    startEarlyRead('/c', init('zh-CN'));
    vi.advanceTimersByTime(11_000);
    expect(takeEarlyResponse('/c', init('zh-CN'))).toBeUndefined();
    expect(takeEarlyResponse('/d', init('zh-CN'))).toBeUndefined();
  });
});
