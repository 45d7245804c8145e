import { vi } from 'vitest';

type Answer = Response | Error | ((url: string, init: RequestInit) => Response | Promise<Response>);

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs global fetch; each call takes the next answer (the last one repeats). Returns the mock for assertions. */
export function stubFetch(...answers: Answer[]) {
  let index = 0;
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(String(input), init);
    if (!answer) throw new Error('no answer stubbed');
    return answer.clone();
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A fetch that never answers until its signal aborts, like a server that hangs. */
export const hangingFetch = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

export const fetchCall = (mock: ReturnType<typeof stubFetch>, index = 0) => {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} times`);
  return { url: String(call[0]), init: call[1] ?? {} };
};
