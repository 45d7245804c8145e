import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { datasetsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { faq, manual } from '../../../testing/dataset-fixtures.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

type Routes = EndpointStub[];
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

const stub = (routes: Routes) => {
  fetchMock = stubEndpoints([route(pubConfigEndpoints.getUserPubConfig, () => ({})), ...routes]);
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
    stub([
      route(datasetsEndpoints.getV1Datasets, () => ({ datasets: [] })),
      route(datasetsEndpoints.postV1Datasets, () => ({ ...faq, id: 'd9', name: '新知识库' })),
      route(datasetsEndpoints.getV1DatasetsById, () => ({ ...faq, id: 'd9', name: '新知识库' }), { id: 'd9' }),
      route(datasetsEndpoints.getV1DatasetsDocuments, () => ({ documents: [] }), { id: 'd9' }),
    ]);
    const router = open();
    expect(await screen.findByText('还没有知识库', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('关联到智能体')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建知识库/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '  新知识库 ' } });
    fireEvent.change(within(dialog).getByLabelText('返回片段数（Top K）'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.postV1Datasets)).toHaveLength(1));
    expect(sentBody(fetchMock, datasetsEndpoints.postV1Datasets)).toEqual({ name: '新知识库', desc: '', retrieval_model: { top_k: 6, score_threshold: 0.3, search_method: null } });
    await waitFor(() => expect(locationOf(router)).toBe('/datasets/d9'));
    // The new base is empty: its documents tab says how to fill it.
    expect(await screen.findByText('还没有文档', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('refuses Top K -5 and threshold 7 with their ranges instead of saving 1 and 1.00', async () => {
    stub([route(datasetsEndpoints.getV1Datasets, () => ({ datasets: [] })), route(datasetsEndpoints.postV1Datasets, () => ({ ...faq, id: 'd9' }))]);
    open();
    expect(await screen.findByText('还没有知识库', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建知识库/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '范围' } });
    fireEvent.change(within(dialog).getByLabelText('返回片段数（Top K）'), { target: { value: '-5' } });
    fireEvent.change(within(dialog).getByLabelText('相关度阈值'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入 1 到 50 之间的整数')).toBeTruthy();
    expect(within(dialog).getByText('请输入 0 到 1 之间的数')).toBeTruthy();
    expect(callsTo(fetchMock, datasetsEndpoints.postV1Datasets)).toHaveLength(0);
  });

  it('shows each base as a card with its counts, and edits its retrieval settings', async () => {
    stub([route(datasetsEndpoints.getV1Datasets, () => ({ datasets: [manual, faq] })), route(datasetsEndpoints.putV1Datasets, () => manual, { id: 'd1' })]);
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
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.putV1Datasets, { id: 'd1' })).toHaveLength(1));
    expect(sentBody(fetchMock, datasetsEndpoints.putV1Datasets, { id: 'd1' })).toEqual({
      name: '产品手册',
      desc: '设备说明与常见问题',
      retrieval_model: { top_k: 4, score_threshold: 0.5, search_method: 'keyword_search' },
    });
  });

  it('says once, with the server\'s msg, why a base cannot be deleted (613)', async () => {
    stub([
      route(datasetsEndpoints.getV1Datasets, () => ({ datasets: [manual] })),
      route(datasetsEndpoints.deleteV1Datasets, () => jsonResponse({ code: 613, msg: '知识库正被智能体使用（小智），请先在角色配置中取消关联', data: null }), { id: 'd1' }),
    ]);
    open();
    const card = await screen.findByTestId('dataset-card', {}, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('知识库正被智能体使用（小智），请先在角色配置中取消关联')).toBeTruthy();
    expect(screen.getAllByText('知识库正被智能体使用（小智），请先在角色配置中取消关联')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, datasetsEndpoints.deleteV1Datasets, { id: 'd1' })).toHaveLength(1);
  });
});
