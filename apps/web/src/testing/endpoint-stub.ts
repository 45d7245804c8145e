import * as contracts from '@vox/contracts';
import type { Endpoint } from '@vox/contracts';
import { jsonResponse, stubFetch } from './fetch-stub.ts';

type Params = Record<string, string>;
type DeclaredEndpoint = Pick<Endpoint, 'method' | 'path'>;

/** What a stubbed endpoint answers: the envelope's data, or a Response when the test needs a status or a type. */
type Answer = (url: URL, init: RequestInit, params: Params) => unknown;

export interface EndpointStub {
  endpoint: DeclaredEndpoint;
  answer: Answer;
  /** Only requests with these path parameters, e.g. one agent's id. */
  params?: Params;
}

/** One answer of the fake server, for the endpoint a declaration names (its method and path pattern). */
export const route = (endpoint: DeclaredEndpoint, answer: Answer, params?: Params): EndpointStub => ({ endpoint, answer, ...(params ? { params } : {}) });

/** Every `<area>Endpoints` map @vox/contracts exports, flattened. */
const declared: DeclaredEndpoint[] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, map]) => Object.values(map as Record<string, Endpoint>));

const nameOf = ({ method, path }: DeclaredEndpoint) => `${method} ${path}`;

function paramsOn(pattern: string, path: string): Params | null {
  const wanted = pattern.split('/');
  const got = path.split('/');
  if (wanted.length !== got.length) return null;
  const params: Params = {};
  for (const [index, segment] of wanted.entries()) {
    const value = got[index] ?? '';
    if (segment.startsWith(':') && value !== '') params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** Fixed segments before parameters, as the server's router prefers them (`/agent/list` over `/agent/:id`). */
const specificity = (path: string) => path.split('/').map((segment) => (segment.startsWith(':') ? '1' : '0')).join('');

/** The declared endpoint a request reached, with its path parameters; /xiaozhi is the console's base. */
export function reached(method: string, url: URL): { endpoint: DeclaredEndpoint; params: Params } | undefined {
  const path = url.pathname.replace(/^\/xiaozhi(?=\/)/, '');
  const found = declared
    .filter((endpoint) => endpoint.method === method)
    .map((endpoint) => ({ endpoint, params: paramsOn(endpoint.path, path) }))
    .filter((match): match is { endpoint: DeclaredEndpoint; params: Params } => match.params !== null)
    .sort((a, b) => specificity(a.endpoint.path).localeCompare(specificity(b.endpoint.path)));
  return found[0];
}

const agrees = (wanted: Params | undefined, params: Params) => Object.entries(wanted ?? {}).every(([name, value]) => params[name] === value);

/**
 * A fake server answering declared endpoints. The last stub that fits a request answers it, so a test can put its
 * own after a shared set; a request no stub fits answers code 404.
 */
export function stubEndpoints(stubs: readonly EndpointStub[]) {
  return stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init.method ?? 'GET';
    const target = reached(method, url);
    const stub = target && stubs.findLast((candidate) => nameOf(candidate.endpoint) === nameOf(target.endpoint) && agrees(candidate.params, target.params));
    if (!target || !stub) return jsonResponse({ code: 404, msg: `no stub for ${method} ${url.pathname}`, data: null });
    const answer = await stub.answer(url, init, target.params);
    return answer instanceof Response ? answer : jsonResponse({ code: 0, msg: 'success', data: answer });
  });
}

/** The fetch calls that reached an endpoint (with these path parameters), as [url, init] like the mock's own calls. */
export function callsTo(mock: ReturnType<typeof stubFetch>, endpoint: DeclaredEndpoint, params?: Params) {
  return mock.mock.calls.filter(([url, init]) => {
    const target = reached(init?.method ?? 'GET', new URL(String(url), 'http://localhost'));
    return target !== undefined && nameOf(target.endpoint) === nameOf(endpoint) && agrees(params, target.params);
  });
}

/** The JSON body of the index-th call to an endpoint. */
export const sentBody = (mock: ReturnType<typeof stubFetch>, endpoint: DeclaredEndpoint, params?: Params, index = 0): unknown =>
  JSON.parse(String(callsTo(mock, endpoint, params)[index]?.[1]?.body));
