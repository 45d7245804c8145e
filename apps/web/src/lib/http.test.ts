import { agentsEndpoints, chatHistoryEndpoints, mcpStoreEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCall, hangingFetch, jsonResponse, stubFetch } from '../testing/fetch-stub.ts';
import { spyNotifier } from '../testing/notifier-spy.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { ApiError } from './api-error.ts';
import { api, apiTuple, request, requestEnvelope } from './http.ts';
import { setNavigator } from './navigation.ts';

let spies: ReturnType<typeof spyNotifier>;
const navigate = vi.fn();
let restoreNavigator: () => void;

beforeEach(() => {
  spies = spyNotifier();
  restoreNavigator = setNavigator(navigate);
  useSessionStore.getState().clearAuth();
});

afterEach(() => {
  spies.restore();
  restoreNavigator();
  navigate.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => jsonResponse({ code: 0, msg: 'success', data });

describe('request building', () => {
  it('turns every $ in a path into a slash and prefixes the API base', async () => {
    const fetch = stubFetch(ok(null));
    await request({ url: '/admin$users$page' });
    expect(fetchCall(fetch).url).toBe('/xiaozhi/admin/users/page');
  });

  it('sends /v1 paths from the site root', async () => {
    const fetch = stubFetch(ok(null));
    await request({ url: '/v1/api-keys' });
    expect(fetchCall(fetch).url).toBe('/v1/api-keys');
  });

  it.each(['GET', 'HEAD', 'DELETE'] as const)('%s sends the payload as query parameters, skipping undefined', async (method) => {
    const fetch = stubFetch(ok(null));
    await request({ url: '/admin/users', method, data: { page: 1, limit: 10, mobile: '', skipped: undefined } });
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/xiaozhi/admin/users?page=1&limit=10&mobile=');
    expect(init.method).toBe(method);
    expect(init.body).toBeUndefined();
  });

  it('builds a declared endpoint\'s URL from its path parameters, encoded, and sends its query', async () => {
    const fetch = stubFetch(ok({ list: [], total: 0 }));
    await api(chatHistoryEndpoints.getAgentSessions, { params: { id: 'a/b$c' }, query: { page: 2, limit: 5 } });
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/xiaozhi/agent/a%2Fb%24c/sessions?page=2&limit=5');
    expect(init.method).toBe('GET');
  });

  it('sends a declared endpoint\'s body as JSON with its method', async () => {
    const fetch = stubFetch(ok(null));
    await api(agentsEndpoints.putAgent, { params: { id: 'a1' }, body: { agentName: 'n' } });
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/xiaozhi/agent/a1');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"agentName":"n"}');
  });

  it('defaults to GET', async () => {
    const fetch = stubFetch(ok(null));
    await request({ url: '/user/info' });
    expect(fetchCall(fetch).init.method).toBe('GET');
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)('%s sends the payload as a JSON body', async (method) => {
    const fetch = stubFetch(ok(null));
    await request({ url: '/user/login', method, data: { username: 'a', captchaId: 'b' } });
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/xiaozhi/user/login');
    expect(init.body).toBe('{"username":"a","captchaId":"b"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json; charset=utf-8');
  });

  it('passes FormData through untouched and lets the browser set its content type', async () => {
    const fetch = stubFetch(ok(null));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'fw.bin');
    await request({ url: '/otaMag/upload', method: 'POST', data: form });
    const { init } = fetchCall(fetch);
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('adds the bearer token only when one is stored, and the UI language', async () => {
    const fetch = stubFetch(ok(null));
    await request({ url: '/user/pub-config' });
    useSessionStore.getState().setToken('tok123');
    await request({ url: '/user/info' });
    const anonymous = fetchCall(fetch, 0).init.headers as Record<string, string>;
    const signedIn = fetchCall(fetch, 1).init.headers as Record<string, string>;
    expect(anonymous.Authorization).toBeUndefined();
    expect(anonymous['Accept-Language']).toBe('zh-CN');
    expect(signedIn.Authorization).toBe('Bearer tok123');
  });
});

describe('success and failure rules', () => {
  it.each([
    ['absent', { msg: 'ok', data: 'x' }],
    ['0', { code: 0, data: 'x' }],
    ['200', { code: 200, data: 'x' }],
    ["'success'", { code: 'success', data: 'x' }],
  ])('code %s counts as success and resolves with data', async (_label, body) => {
    stubFetch(jsonResponse(body));
    await expect(request({ url: '/x' })).resolves.toBe('x');
    expect(spies.notifier.error).not.toHaveBeenCalled();
  });

  it('resolves with the body itself when it is not an envelope', async () => {
    stubFetch(jsonResponse({ data: [1], has_more: false }));
    await expect(request({ url: '/v1/datasets' })).resolves.toEqual({ data: [1], has_more: false });
  });

  it('hands back the whole envelope when asked', async () => {
    stubFetch(jsonResponse({ code: 0, msg: 'success', data: { version: '1' } }));
    await expect(requestEnvelope({ url: '/user/pub-config' })).resolves.toEqual({ code: 0, msg: 'success', data: { version: '1' } });
  });

  it('shows the body msg for a failing code and rejects', async () => {
    stubFetch(jsonResponse({ code: 10004, msg: '账号或密码错误', data: null }));
    const error = await request({ url: '/user/login', method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'code', code: 10004, message: '账号或密码错误', handled: true });
    expect(spies.notifier.error).toHaveBeenCalledWith('账号或密码错误', undefined);
  });

  it("gives a failing code to the caller's failure handler instead of a toast", async () => {
    stubFetch(jsonResponse({ code: 10067, msg: '图形验证码错误', data: null }));
    const onFailure = vi.fn();
    await expect(request({ url: '/user/register', method: 'POST', onFailure })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 10067, body: { code: 10067, msg: '图形验证码错误', data: null } }));
    expect(spies.notifier.error).not.toHaveBeenCalled();
  });

  it('on body code 401 clears the session and goes to login with the current full path', async () => {
    window.history.replaceState(null, '', '/user-management?page=2&mobile=138');
    useSessionStore.getState().setToken('expired');
    stubFetch(jsonResponse({ code: 401, msg: '未登录', data: null }));
    const error = await request({ url: '/admin/users' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'auth', handled: true });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBe('');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser-management%3Fpage%3D2%26mobile%3D138', undefined);
    expect(spies.notifier.error).not.toHaveBeenCalled();
  });

  it('shows "network request error【status】" for a non-200 answer', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'status', status: 502 });
    expect(spies.notifier.error).toHaveBeenCalledWith('网络请求出现了错误【502】', undefined);
  });

  it('keeps the status message for 5xx even with an envelope', async () => {
    stubFetch(jsonResponse({ code: 500, msg: '服务器内部错误' }, 500));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ status: 500 });
    expect(spies.notifier.error).toHaveBeenCalledWith('网络请求出现了错误【500】', undefined);
  });

  it.each([400, 403, 429])('shows the envelope msg of a %s answer', async (status) => {
    stubFetch(jsonResponse({ code: status, msg: '参数 mobile 无效：格式错误' }, status));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'status', status });
    expect(spies.notifier.error).toHaveBeenCalledWith('参数 mobile 无效：格式错误', undefined);
  });

  it("gives a non-200 answer to the caller's failure handler instead of a toast", async () => {
    stubFetch(new Response('', { status: 500 }));
    const onFailure = vi.fn();
    await expect(request({ url: '/x', onFailure })).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'status', status: 500 }));
    expect(spies.notifier.error).not.toHaveBeenCalled();
  });
});

describe('response types', () => {
  it('resolves with a Blob when asked for one', async () => {
    stubFetch(new Response(new Uint8Array([71, 73, 70]), { status: 200, headers: { 'content-type': 'image/gif' } }));
    const blob = await request<Blob>({ url: '/user/captcha', data: { uuid: 'u' }, responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(3);
    expect(blob.type).toBe('image/gif');
  });

  it('reads a JSON error answer to a blob call as an envelope', async () => {
    stubFetch(jsonResponse({ code: 429, msg: '请求过于频繁' }, 429));
    await expect(request({ url: '/user/captcha', responseType: 'blob' })).rejects.toMatchObject({ status: 429 });
    expect(spies.notifier.error).toHaveBeenCalledWith('请求过于频繁', undefined);
  });

  it('resolves with text when asked for text', async () => {
    stubFetch(new Response('plain', { status: 200, headers: { 'content-type': 'text/plain' } }));
    await expect(request({ url: '/x', responseType: 'text' })).resolves.toBe('plain');
  });
});

describe('tuple variant', () => {
  it('returns [data, null] on success', async () => {
    stubFetch(ok({ servers: [] }));
    await expect(apiTuple(mcpStoreEndpoints.getV1McpStoreServers, {})).resolves.toEqual([{ servers: [] }, null]);
  });

  it('returns [null, error data] on failure without a toast', async () => {
    stubFetch(jsonResponse({ code: 612, msg: '不存在' }));
    const [data, error] = await apiTuple(mcpStoreEndpoints.getV1McpStoreServersById, { params: { id: '1' } });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 612, message: '不存在' });
    expect(spies.notifier.error).not.toHaveBeenCalled();
  });
});

describe('timeout and network retry', () => {
  it('aborts an attempt after 30 s and counts it as a network failure', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch(hangingFetch);
    const result = request({ url: '/x', retry: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect((fetchCall(fetch).init.signal as AbortSignal).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((fetchCall(fetch).init.signal as AbortSignal).aborted).toBe(true);
    await expect(result).resolves.toMatchObject({ kind: 'network' });
  });

  it('retries every 2 s with "connecting to server (n)" and gives up after 10 retries', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch(new TypeError('Failed to fetch'));
    const result = request({ url: '/x' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (let n = 1; n <= 10; n += 1) {
      await vi.advanceTimersByTimeAsync(1_999);
      expect(fetch).toHaveBeenCalledTimes(n);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(n + 1);
      expect(spies.notifier.warning).toHaveBeenLastCalledWith(`正在连接服务器(${n})`, 'network-retry');
    }
    await expect(result).resolves.toMatchObject({ kind: 'network', handled: true });
    expect(spies.notifier.error).toHaveBeenCalledWith('似乎无法连接服务器', 'network-retry');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(11);
    expect(spies.notifier.warning).toHaveBeenCalledTimes(10);
  });

  it('resolves once the server answers again', async () => {
    vi.useFakeTimers();
    stubFetch(new TypeError('offline'), new TypeError('offline'), ok('back'));
    const result = request({ url: '/x' });
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(result).resolves.toBe('back');
    expect(spies.notifier.error).not.toHaveBeenCalled();
  });

  it('does not retry a call the caller aborted', async () => {
    const fetch = stubFetch(hangingFetch);
    const controller = new AbortController();
    const result = request({ url: '/x', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
