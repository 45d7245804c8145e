import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser, stubApi } from '../../../testing/api-stub.ts';
import { faq, manual } from '../../../testing/dataset-fixtures.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

type Routes = Parameters<typeof stubApi>[0];
let fetchMock: ReturnType<typeof stubApi>;
let restore: () => void = () => undefined;
const calls = (method: string, path: string) => fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path);
const bodyOf = (method: string, path: string) => JSON.parse(String(calls(method, path)[0]?.[1]?.body)) as unknown;

const stub = (routes: Routes) => {
  fetchMock = stubApi({ '/user/pub-config': () => ({}), ...routes });
};

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = (path = '/datasets') => {
  const rendered = renderRoute(path);
  restore = rendered.restoreNavigator;
  return rendered.router;
};

describe('knowledge bases', { timeout: 20_000 }, () => {
  it('explains what to do first when there is none, and opens a new one straight into its detail screen', async () => {
    stub({
      'GET /v1/datasets': () => ({ datasets: [] }),
      'POST /v1/datasets': () => ({ ...faq, id: 'd9', name: '新知识库' }),
      'GET /v1/datasets/d9': () => ({ ...faq, id: 'd9', name: '新知识库' }),
      'GET /v1/datasets/d9/documents': () => ({ documents: [] }),
    });
    const router = open();
    expect(await screen.findByText('还没有知识库', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('关联到智能体')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建知识库/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '  新知识库 ' } });
    fireEvent.change(within(dialog).getByLabelText('返回片段数（Top K）'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls('POST', '/v1/datasets')).toHaveLength(1));
    expect(bodyOf('POST', '/v1/datasets')).toEqual({ name: '新知识库', desc: '', retrieval_model: { top_k: 6, score_threshold: 0.3, search_method: null } });
    await waitFor(() => expect(locationOf(router)).toBe('/datasets/d9'));
    // The new base is empty: its documents tab says how to fill it.
    expect(await screen.findByText('还没有文档', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows each base as a card with its counts, and edits its retrieval settings', async () => {
    stub({ 'GET /v1/datasets': () => ({ datasets: [manual, faq] }), 'PUT /v1/datasets/d1': () => manual });
    open();
    const card = (await screen.findAllByTestId('dataset-card', {}, { timeout: 5000 }))[0]!;
    expect(within(card).getByText('产品手册').closest('a')?.getAttribute('href')).toBe('/datasets/d1');
    expect(within(card).getByText('2 个文档')).toBeTruthy();
    expect(within(card).getByText('12 个分段')).toBeTruthy();
    expect(within(card).getByText('1 个智能体在用')).toBeTruthy();
    expect(within(card).getByText(/^更新于 2026-05-02/)).toBeTruthy();
    expect(screen.getByText('（无描述）')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('产品手册'));
    fireEvent.mouseDown(within(dialog).getByLabelText('检索方式'));
    fireEvent.click(await screen.findByText('关键词检索'));
    fireEvent.change(within(dialog).getByLabelText('相关度阈值'), { target: { value: '0.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls('PUT', '/v1/datasets/d1')).toHaveLength(1));
    expect(bodyOf('PUT', '/v1/datasets/d1')).toEqual({
      name: '产品手册',
      desc: '设备说明与常见问题',
      retrieval_model: { top_k: 4, score_threshold: 0.5, search_method: 'keyword_search' },
    });
  });

  it('says once, with the server\'s msg, why a base cannot be deleted (613)', async () => {
    stub({
      'GET /v1/datasets': () => ({ datasets: [manual] }),
      'DELETE /v1/datasets/d1': () => jsonResponse({ code: 613, msg: '知识库正被智能体使用（小智），请先在角色配置中取消关联', data: null }),
    });
    open();
    const card = await screen.findByTestId('dataset-card', {}, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('知识库正被智能体使用（小智），请先在角色配置中取消关联')).toBeTruthy();
    expect(screen.getAllByText('知识库正被智能体使用（小智），请先在角色配置中取消关联')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('DELETE', '/v1/datasets/d1')).toHaveLength(1);
  });
});
