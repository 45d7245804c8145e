import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DatasetDocument, datasetsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { manual, pdfDocument } from '../../../testing/dataset-fixtures.ts';
import { FakeXhr } from '../../../testing/fake-xhr.ts';
import { renderRoute } from '../../../testing/render.tsx';

type Routes = EndpointStub[];
let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

let documents: DatasetDocument[] = [];
const stub = (routes: Routes = []) => {
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(datasetsEndpoints.getV1DatasetsById, () => manual, { id: 'd1' }),
    route(datasetsEndpoints.getV1Datasets, () => ({ datasets: [manual] })),
    route(datasetsEndpoints.getV1DatasetsDocuments, () => ({ documents }), { id: 'd1' }),
    ...routes,
  ]);
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  documents = [pdfDocument];
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

describe('knowledge base documents', { timeout: 20_000 }, () => {
  it('shows a progress bar while a document is processed and keeps reading until it has settled', async () => {
    documents = [{ ...pdfDocument, status: 'indexing', progress: 40, segment_count: 0 }, { ...pdfDocument, id: 'doc2', name: '扫描件.pdf', status: 'failed', progress: 0, error: 'PDF 中没有可提取的文字（可能是扫描件），请先做文字识别（OCR）再上传' }];
    await open();
    const progress = await screen.findByRole('progressbar', { name: '处理进度 说明书.pdf' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('索引中')).toBeTruthy();
    expect(screen.getByText('PDF 中没有可提取的文字（可能是扫描件），请先做文字识别（OCR）再上传')).toBeTruthy();

    documents = [{ ...pdfDocument }, documents[1]!];
    // The next poll brings the finished document: its status turns and its progress bar goes.
    await waitFor(() => expect(screen.getByText('可用')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole('progressbar', { name: '处理进度 说明书.pdf' })).toBeNull();
    expect(callsTo(fetchMock, datasetsEndpoints.getV1DatasetsDocuments, { id: 'd1' }).length).toBeGreaterThanOrEqual(2);
  });

  it('uploads several files, one request each with its own progress, and refuses other types in the browser', async () => {
    documents = [];
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /上传文件/ }));
    const dialog = await screen.findByRole('dialog');
    const input = () => dialog.querySelector('input[type=file]')!;
    const pdf = new File(['%PDF-1.4 hello'], '手册.pdf', { type: 'application/pdf' });
    const md = new File(['# 标题\n\n正文'], 'faq.md', { type: 'text/markdown' });
    fireEvent.change(input(), { target: { files: [pdf, md, new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByText('不支持「setup.exe」的文件类型，请上传 PDF、DOCX、Markdown、TXT、HTML 或 CSV 文件')).toBeTruthy();
    await within(dialog).findByText('faq.md');
    expect(within(dialog).getAllByTestId('upload-row')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('radio', { name: '自定义' }));
    fireEvent.change(await within(dialog).findByLabelText('分段最大长度（词元）'), { target: { value: '300' } });
    fireEvent.change(within(dialog).getByLabelText('分段重叠长度（词元）'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /上传 2 个文件/ }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), { timeout: 5000 });
    const first = FakeXhr.sent[0]!;
    expect([first.method, first.url, first.headers.Authorization]).toEqual(['POST', '/v1/datasets/d1/documents', 'Bearer tok']);
    expect((first.body!.get('file') as File).name).toBe('手册.pdf');
    expect(JSON.parse(String(first.body!.get('data')))).toEqual({
      process_rule: {
        mode: 'custom',
        rules: {
          pre_processing_rules: [{ id: 'remove_extra_spaces', enabled: true }, { id: 'remove_urls_emails', enabled: false }],
          segmentation: { separator: '\n\n', max_tokens: 300, chunk_overlap: 30 },
        },
      },
    });
    first.progress(5, 10);
    expect(within(dialog).getByRole('progressbar', { name: '手册.pdf' }).getAttribute('aria-valuenow')).toBe('50');
    expect(within(dialog).getByRole('progressbar', { name: 'faq.md' }).getAttribute('aria-valuenow')).toBe('0');
    first.answer(200, { code: 0, msg: 'success', data: { ...pdfDocument, status: 'waiting', progress: 0 } });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer(200, { code: 0, msg: 'success', data: { ...pdfDocument, id: 'doc2', name: 'faq.md', status: 'waiting' } });
    expect(await screen.findByText('已添加，正在后台处理')).toBeTruthy();
    // Each upload refreshes the list, which then polls the new documents.
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.getV1DatasetsDocuments, { id: 'd1' }).length).toBeGreaterThanOrEqual(3));
  });

  it('keeps a failed upload in the dialog with the server msg', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /上传文件/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'a.txt')] } });
    await within(dialog).findByText('a.txt');
    fireEvent.click(within(dialog).getByRole('button', { name: /上传 1 个文件/ }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), { timeout: 5000 });
    FakeXhr.sent[0]!.answer(400, { code: 400, msg: '文件超过 50 MB', data: null });
    expect(await within(dialog).findByText('文件超过 50 MB')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /上传 1 个文件/ })).toBeTruthy();
  });

  it('adds pasted text with the automatic rule', async () => {
    stub([route(datasetsEndpoints.postV1DatasetsDocuments, () => ({ ...pdfDocument, id: 'doc3', name: '常见问题', source: 'text', status: 'waiting' }), { id: 'd1' })]);
    await open();
    fireEvent.click(await screen.findByRole('button', { name: /粘贴文本/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('文档名称'), { target: { value: '常见问题' } });
    fireEvent.change(within(dialog).getByLabelText('文本内容'), { target: { value: '问：怎么重置？\n答：长按电源键十秒。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /添\s*加/ }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.postV1DatasetsDocuments, { id: 'd1' })).toHaveLength(1));
    expect(sentBody(fetchMock, datasetsEndpoints.postV1DatasetsDocuments, { id: 'd1' })).toEqual({ name: '常见问题', text: '问：怎么重置？\n答：长按电源键十秒。', process_rule: { mode: 'automatic' } });
  });

  it('switches a document out of retrieval, reindexes it and deletes it', async () => {
    stub([
      route(datasetsEndpoints.putV1DatasetsDocuments, () => ({ ...pdfDocument, enabled: false }), { id: 'd1', docId: 'doc1' }),
      route(datasetsEndpoints.postV1DatasetsDocumentsReindex, () => ({ ...pdfDocument, status: 'waiting' }), { id: 'd1', docId: 'doc1' }),
      route(datasetsEndpoints.deleteV1DatasetsDocuments, () => ({}), { id: 'd1', docId: 'doc1' }),
    ]);
    await open();
    fireEvent.click(await screen.findByRole('switch', { name: '参与检索 说明书.pdf' }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.putV1DatasetsDocuments, { id: 'd1', docId: 'doc1' })).toHaveLength(1));
    expect(sentBody(fetchMock, datasetsEndpoints.putV1DatasetsDocuments, { id: 'd1', docId: 'doc1' })).toEqual({ enabled: false });

    fireEvent.click(screen.getByRole('button', { name: /重新索引/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.postV1DatasetsDocumentsReindex, { id: 'd1', docId: 'doc1' })).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const confirm = await screen.findByText('确定删除文档「说明书.pdf」吗？');
    fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(fetchMock, datasetsEndpoints.deleteV1DatasetsDocuments, { id: 'd1', docId: 'doc1' })).toHaveLength(1));
  });
});
