import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { datasetsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { manual, pdfDocument, segmentOf } from '../../../testing/dataset-fixtures.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderRoute } from '../../../testing/render.tsx';

type Routes = EndpointStub[];
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

const first = segmentOf(1, '设备上电后，长按电源键三秒进入配网模式。');
const second = { ...segmentOf(2, '指示灯蓝色闪烁表示正在连接 Wi-Fi。'), keywords: ['指示灯'] };

const stub = (routes: Routes = []) => {
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(datasetsEndpoints.getV1DatasetsById, () => manual, { id: 'd1' }),
    route(datasetsEndpoints.getV1Datasets, () => ({ datasets: [manual] })),
    route(datasetsEndpoints.getV1DatasetsDocuments, () => ({ documents: [pdfDocument] }), { id: 'd1' }),
    route(datasetsEndpoints.getV1DatasetsDocumentsSegments, (url) => {
      const keyword = url.searchParams.get('keyword') ?? '';
      const segments = [first, second].filter((segment) => segment.content.includes(keyword));
      return { segments, total: segments.length, page: 1, limit: 20, has_more: false };
    }, { id: 'd1', docId: 'doc1' }),
    route(datasetsEndpoints.putV1DatasetsDocumentsSegments, () => ({ segment: first }), { id: 'd1', docId: 'doc1', segId: 's1' }),
    route(datasetsEndpoints.putV1DatasetsDocumentsSegments, () => ({ segment: { ...second, enabled: false } }), { id: 'd1', docId: 'doc1', segId: 's2' }),
    route(datasetsEndpoints.postV1DatasetsDocumentsSegments, () => ({ segments: [segmentOf(3, 'x')] }), { id: 'd1', docId: 'doc1' }),
    ...routes,
  ]);
};

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  stub();
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async () => {
  restore = renderRoute('/datasets/d1').restoreNavigator;
  await screen.findByRole('heading', { name: '产品手册' }, { timeout: 5000 });
};

/** The modal with this title (the drawer under it is a dialog too). */
const modalTitled = (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((modal) => modal.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });

const openSegments = async () => {
  await open();
  fireEvent.click(await screen.findByRole('button', { name: /查看分段/ }));
  await screen.findByText(first.content);
  return screen.getAllByRole('dialog').at(-1)!;
};

describe('segments and the retrieval test', { timeout: 20_000 }, () => {
  it('lists a document\'s segments, filters them and edits one, which is indexed again', async () => {
    const drawer = await openSegments();
    expect(within(drawer).getByText(`#2 · ${second.word_count} 字 · 命中 0 次`)).toBeTruthy();
    expect(within(drawer).getByText('指示灯')).toBeTruthy();
    expect(within(drawer).getByText('共 2 个分段')).toBeTruthy();

    fireEvent.change(within(drawer).getByPlaceholderText('搜索分段内容'), { target: { value: '蓝色' } });
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.getV1DatasetsDocumentsSegments, { id: 'd1', docId: 'doc1' }).some(([url]) => String(url).includes('keyword=%E8%93%9D%E8%89%B2'))).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(within(drawer).queryByText(first.content)).toBeNull());
    fireEvent.change(within(drawer).getByPlaceholderText('搜索分段内容'), { target: { value: '' } });
    await within(drawer).findByText(first.content, {}, { timeout: 3000 });

    fireEvent.click(within(drawer).getAllByRole('button', { name: /编\s*辑/ })[0]!);
    const dialog = await modalTitled('编辑分段 #1');
    await waitFor(() => expect((within(dialog).getByLabelText('内容') as HTMLTextAreaElement).value).toBe(first.content));
    fireEvent.change(within(dialog).getByLabelText('内容'), { target: { value: '长按电源键五秒进入配网模式。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.putV1DatasetsDocumentsSegments, { id: 'd1', docId: 'doc1', segId: 's1' })).toHaveLength(1));
    expect(sentBody(fetchMock, datasetsEndpoints.putV1DatasetsDocumentsSegments, { id: 'd1', docId: 'doc1', segId: 's1' })).toEqual({ segment: { content: '长按电源键五秒进入配网模式。', keywords: [] } });
    expect(await screen.findByText('分段已保存并重新索引')).toBeTruthy();
  });

  it('adds a segment and switches one out of retrieval', async () => {
    const drawer = await openSegments();
    fireEvent.click(within(drawer).getByRole('switch', { name: '参与检索 #2' }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.putV1DatasetsDocumentsSegments, { id: 'd1', docId: 'doc1', segId: 's2' }).length).toBeGreaterThan(0));
    expect(sentBody(fetchMock, datasetsEndpoints.putV1DatasetsDocumentsSegments, { id: 'd1', docId: 'doc1', segId: 's2' })).toEqual({ segment: { enabled: false } });

    fireEvent.click(within(drawer).getByRole('button', { name: /添加分段/ }));
    const dialog = await modalTitled('添加分段');
    fireEvent.change(within(dialog).getByLabelText('内容'), { target: { value: '保修期为一年。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.postV1DatasetsDocumentsSegments, { id: 'd1', docId: 'doc1' })).toHaveLength(1));
    expect(sentBody(fetchMock, datasetsEndpoints.postV1DatasetsDocumentsSegments, { id: 'd1', docId: 'doc1' })).toEqual({ segments: [{ content: '保修期为一年。', keywords: [] }] });
  });

  it('says which best score the threshold refused when nothing passed it', async () => {
    stub([
      route(datasetsEndpoints.postV1DatasetsRetrieve, () => ({ query: { content: '配网' }, search_method: 'keyword_search', records: [], score_threshold: 1, best_score_below_threshold: 0.8612 }), { id: 'd1' }),
    ]);
    await open();
    fireEvent.click(screen.getByRole('tab', { name: '召回测试' }));
    const form = await screen.findByRole('form', { name: '召回测试' });
    fireEvent.change(within(form).getByLabelText('测试问题'), { target: { value: '配网' } });
    fireEvent.click(within(form).getByRole('button', { name: /测\s*试/ }));
    expect(await screen.findByText('最高分 0.86 低于阈值 1.00，降低阈值即可看到。')).toBeTruthy();
  });

  it('shows each hit with its score to two decimals and its document, and the server msg when a method cannot run', async () => {
    stub([
      route(datasetsEndpoints.postV1DatasetsRetrieve, (_url, init) => {
        const body = JSON.parse(String(init.body)) as { retrieval_model: { search_method: string | null } };
        if (body.retrieval_model.search_method === 'semantic_search') return jsonResponse({ code: 400, msg: '未配置向量模型，无法进行语义检索', data: null });
        return {
          query: { content: '怎么配网' },
          search_method: 'keyword_search',
          records: [{ score: 0.8765, segment: { id: 's1', index: 0, position: 1, content: first.content, document_id: 'doc1', document_name: '说明书.pdf' } }],
        };
      }, { id: 'd1' }),
    ]);
    await open();
    fireEvent.click(screen.getByRole('tab', { name: '召回测试' }));
    const form = await screen.findByRole('form', { name: '召回测试' });
    fireEvent.change(within(form).getByLabelText('测试问题'), { target: { value: '怎么配网' } });
    fireEvent.mouseDown(within(form).getByLabelText('检索方式'));
    fireEvent.click(await screen.findByText('关键词检索'));
    fireEvent.click(within(form).getByRole('button', { name: /测\s*试/ }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.postV1DatasetsRetrieve, { id: 'd1' })).toHaveLength(1));
    expect(sentBody(fetchMock, datasetsEndpoints.postV1DatasetsRetrieve, { id: 'd1' })).toEqual({ query: '怎么配网', retrieval_model: { top_k: 4, score_threshold: 0.3, search_method: 'keyword_search' } });
    const hit = await screen.findByTestId('hit');
    expect(within(hit).getByText('相关度 0.88')).toBeTruthy();
    expect(within(hit).getByText('说明书.pdf · #1')).toBeTruthy();
    expect(within(hit).getByText(first.content)).toBeTruthy();

    fireEvent.mouseDown(within(form).getByLabelText('检索方式'));
    fireEvent.click(await screen.findByText('语义检索'));
    fireEvent.click(within(form).getByRole('button', { name: /测\s*试/ }));
    expect(await screen.findByText('未配置向量模型，无法进行语义检索')).toBeTruthy();
    expect(screen.queryByTestId('hit')).toBeNull();
  });
});
