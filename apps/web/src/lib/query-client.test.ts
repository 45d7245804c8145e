import type { QueryClient } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spyNotifier } from '../testing/notifier-spy.ts';
import { ApiError } from './api-error.ts';
import { createQueryClient, type RequestMeta, shownByScreen } from './query-client.ts';
import { queryKeyOf } from './query-keys.ts';

const refused = (msg: string) => new ApiError(msg || 'network request error【500】', { kind: 'code', status: 200, code: 10062, body: { code: 10062, msg }, handled: true });

let spies: ReturnType<typeof spyNotifier>;
let client: QueryClient;

beforeEach(() => {
  spies = spyNotifier();
  client = createQueryClient();
});
afterEach(() => spies.restore());

const shown = () => spies.notifier.error.mock.calls.map(([text]) => text as string);

const failingQuery = (error: Error, meta?: RequestMeta) =>
  client.fetchQuery({ queryKey: ['q', Math.random()], queryFn: () => Promise.reject(error), meta }).catch(() => undefined);

const settledMutation = (outcome: () => Promise<unknown>, meta: RequestMeta | undefined, variables: unknown) =>
  client
    .getMutationCache()
    .build(client, { mutationFn: outcome, meta })
    .execute(variables)
    .catch(() => undefined);

const failingMutation = (error: Error, meta: RequestMeta | undefined, variables: unknown) => settledMutation(() => Promise.reject(error), meta, variables);

const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('one failure policy', () => {
  it('shows the server msg first, then the action\'s own text, once per failed query', async () => {
    await failingQuery(refused('激活码错误'), { errorText: '加载失败' });
    await failingQuery(refused(''), { errorText: '加载失败' });
    expect(shown()).toEqual(['激活码错误', '加载失败']);
  });

  it('shows nothing for a silent request or a sign-out, and the transport message when no text is given', async () => {
    await failingQuery(refused('x'), shownByScreen);
    await failingQuery(new ApiError('signed out', { kind: 'auth', status: 200, handled: true }));
    await failingQuery(new ApiError('网络请求错误【502】', { kind: 'status', status: 502, handled: true }));
    expect(shown()).toEqual(['网络请求错误【502】']);
  });

  it('leaves to the screen what shownByScreen marks, also beside other meta', async () => {
    await failingQuery(refused('x'), shownByScreen);
    await failingMutation(refused('x'), { ...shownByScreen, invalidates: ['agents'] }, undefined);
    await failingMutation(refused(''), { errorText: '删除失败' }, undefined);
    expect(shown()).toEqual(['删除失败']);
  });

  it('lets a mutation pick its text by its variables', async () => {
    const meta: RequestMeta = { errorText: ({ id }: { id?: string }) => (id ? '修改失败' : '新增失败') };
    await failingMutation(refused(''), meta, { id: '1' });
    await failingMutation(refused(''), meta, {});
    expect(shown()).toEqual(['修改失败', '新增失败']);
  });

  it('refetches the queries of every root a mutation declares, and only those, once it settles', async () => {
    client.setQueryData(['agents', 'list'], []);
    client.setQueryData(['devices', 'bound', 'a1'], []);
    client.setQueryData(['firmware', 'list'], []);
    await failingMutation(refused('x'), { ...shownByScreen, invalidates: ['agents', 'devices'] }, undefined);
    expect([stale(['agents', 'list']), stale(['devices', 'bound', 'a1']), stale(['firmware', 'list'])]).toEqual([true, true, false]);
  });

  it('refetches the queries of an endpoint, or of one input of it, that a mutation names by its variables', async () => {
    const endpoint = devicesEndpoints.getDeviceBind;
    const a1 = queryKeyOf('devices', endpoint, { params: { agentId: 'a1' } });
    const a2 = queryKeyOf('devices', endpoint, { params: { agentId: 'a2' } });
    client.setQueryData(a1, []);
    client.setQueryData(a2, []);
    const meta: RequestMeta = { invalidates: ({ agentId }: { agentId: string }) => [queryKeyOf('devices', endpoint, { params: { agentId } })] };
    await failingMutation(refused('x'), meta, { agentId: 'a1' });
    expect([stale(a1), stale(a2)]).toEqual([true, false]);
  });

  it('refetches what invalidatesOnSuccess names only when the mutation succeeds', async () => {
    client.setQueryData(['params', 'list'], []);
    await failingMutation(refused('x'), { ...shownByScreen, invalidatesOnSuccess: ['params'] }, undefined);
    expect(stale(['params', 'list'])).toBe(false);
    await settledMutation(() => Promise.resolve(null), { invalidatesOnSuccess: ['params'] }, undefined);
    expect(stale(['params', 'list'])).toBe(true);
  });
});
