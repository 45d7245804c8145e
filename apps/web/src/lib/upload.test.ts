import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCall, jsonResponse, stubFetch } from '../testing/fetch-stub.ts';
import { spyNotifier } from '../testing/notifier-spy.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { ApiError } from './api-error.ts';
import { changeLocale } from './i18n/i18n.ts';
import { setNavigator } from './navigation.ts';
import { uploadFile, uploadForm } from './upload.ts';

/** XMLHttpRequest as the helper sees it; each test sends progress and the answer by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** Resolves once the helper has sent its request (the token fetch comes first in uploadFile). */
async function nextXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent.shift()!;
}

let spies: ReturnType<typeof spyNotifier>;
let restoreNavigator: () => void;
const navigate = vi.fn();

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  spies = spyNotifier();
  restoreNavigator = setNavigator(navigate);
  useSessionStore.getState().setToken('tok');
});

afterEach(async () => {
  spies.restore();
  restoreNavigator();
  navigate.mockReset();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearAuth();
  await changeLocale('zh_CN');
});

const file = (name = 'notes.pdf') => new File(['%PDF-1.4 hello'], name, { type: 'application/pdf' });

describe('uploadForm: a multipart form to a caller-given address', () => {
  it('posts the form with our headers, reports whole percents as bytes go, and resolves with the envelope data', async () => {
    const form = new FormData();
    form.append('file', file());
    const seen: number[] = [];
    const done = uploadForm<{ firmwarePath: string }>({ url: '/otaMag/upload', form, onProgress: (percent) => seen.push(percent) });
    const xhr = await nextXhr();
    expect([xhr.method, xhr.url, xhr.headers.Authorization, xhr.headers['Accept-Language']]).toEqual(['POST', '/xiaozhi/otaMag/upload', 'Bearer tok', 'zh-CN']);
    // The browser sets the multipart boundary itself.
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.progress(0, 300);
    xhr.progress(100, 300);
    xhr.progress(300, 300);
    xhr.answer(200, { code: 0, msg: 'success', data: { firmwarePath: 'a.bin' } });
    await expect(done).resolves.toEqual({ firmwarePath: 'a.bin' });
    expect(seen).toEqual([0, 33, 100]);
  });

  it('sends /v1 addresses from the site root, and a full address as given but without our token when it is another origin', async () => {
    void uploadForm({ url: '/v1/uploads', form: new FormData() });
    expect((await nextXhr()).url).toBe('/v1/uploads');
    void uploadForm({ url: `${window.location.origin}/v1/uploads`, form: new FormData() });
    expect((await nextXhr()).headers.Authorization).toBe('Bearer tok');
    void uploadForm({ url: 'https://upload.example.com/', form: new FormData() });
    const outside = await nextXhr();
    expect(outside.url).toBe('https://upload.example.com/');
    expect(outside.headers).toEqual({});
  });

  it('rejects with the server\'s localised msg for a refused file, and tells the user through onFailure', async () => {
    const onFailure = vi.fn();
    const done = uploadForm({ url: '/v1/uploads', form: new FormData(), onFailure });
    (await nextXhr()).answer(400, { code: 400, msg: '文件不能超过 10MB', data: null, reqid: 'abc' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('文件不能超过 10MB');
    expect(onFailure).toHaveBeenCalledWith(error);
    // A failing body code on HTTP 200 (614: the key exists) fails too.
    const exists = uploadForm({ url: '/v1/uploads', form: new FormData(), onFailure });
    (await nextXhr()).answer(200, { code: 614, msg: 'A file with this key already exists; choose another key', data: null });
    await expect(exists).rejects.toThrow('A file with this key already exists');
  });

  it('shows the toast by default when asked, says "unable to connect" in the UI language on a network failure, and aborts on signal', async () => {
    await changeLocale('en');
    const lost = uploadForm({ url: '/v1/uploads', form: new FormData(), onFailure: undefined as never });
    const offline = await nextXhr();
    expect(offline.headers['Accept-Language']).toBe('en-US');
    offline.onerror?.();
    await expect(lost).rejects.toThrow('Seems unable to connect to the server');
    expect(spies.notifier.error.mock.calls.map(([message]) => message)).toEqual(['Seems unable to connect to the server']);

    const controller = new AbortController();
    const stopped = uploadForm({ url: '/v1/uploads', form: new FormData(), signal: controller.signal });
    const xhr = await nextXhr();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('treats a body code 401 as signed out: clears the session and goes to the sign-in page', async () => {
    const done = uploadForm({ url: '/otaMag/upload', form: new FormData() });
    (await nextXhr()).answer(200, { code: 401, msg: '未登录', data: null });
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().token).toBeFalsy();
    expect(navigate).toHaveBeenCalled();
  });
});

describe('uploadFile: token, then the form to the token\'s upload_url', () => {
  const grant = { token: 'a'.repeat(64), upload_url: `${window.location.origin}/v1/uploads`, domain: `${window.location.origin}/v1/uploads`, expires_at: '2030-01-01T00:00:00.000Z', type: 'voice' };

  it('asks for a token of the purpose, sends token first, then key and file, and resolves with key, hash and url', async () => {
    const fetch = stubFetch(jsonResponse({ code: 0, msg: 'success', reqid: 'r', data: { ...grant, key: 'u1/me.wav' } }));
    const seen: number[] = [];
    const done = uploadFile({ file: file('me.wav'), type: 'voice', key: 'me.wav', onProgress: (percent) => seen.push(percent) });
    const xhr = await nextXhr();
    expect(fetchCall(fetch).url).toBe('/v1/upload-token?type=voice&key=me.wav');
    expect(xhr.url).toBe(grant.upload_url);
    expect([...xhr.body!.keys()]).toEqual(['token', 'key', 'file']);
    expect(xhr.body!.get('token')).toBe(grant.token);
    expect((xhr.body!.get('file') as File).name).toBe('me.wav');
    xhr.progress(50, 100);
    const answer = { key: 'u1/me.wav', hash: 'h', url: `${window.location.origin}/v1/uploads/u1/me.wav`, size: 14, content_type: 'audio/wav' };
    xhr.answer(200, { code: 0, msg: 'success', reqid: 'r2', data: answer });
    await expect(done).resolves.toEqual(answer);
    expect(seen).toEqual([50]);
  });

  it('asks with no payload when no purpose is given, and never uploads when the token is refused', async () => {
    const fetch = stubFetch(jsonResponse({ code: 401, msg: '未登录', data: null }));
    await expect(uploadFile({ file: file() })).rejects.toBeInstanceOf(ApiError);
    expect(fetchCall(fetch).url).toBe('/v1/upload-token');
    expect(FakeXhr.sent).toEqual([]);
  });
});
