import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modelAdminEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, type EndpointStub, route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

const model = (id: string, name: string, extra: object = {}) => ({
  id,
  modelType: 'LLM',
  modelCode: id.toLowerCase(),
  modelName: name,
  isDefault: 0,
  isEnabled: 1,
  configJson: { type: 'openai', api_key: 'sk-a****wxyz' },
  docLink: null,
  remark: null,
  sort: 1,
  createDate: '2026-01-01 00:00:00',
  updateDate: '2026-01-01 00:00:00',
  ...extra,
});
const openaiProvider = {
  id: 'p1',
  modelType: 'LLM',
  providerCode: 'openai',
  name: 'OpenAI接口',
  fields: JSON.stringify([
    { key: 'base_url', label: '基础URL', type: 'string' },
    { key: 'api_key', label: 'API密钥', type: 'string' },
    { key: 'temperature', label: '温度', type: 'number', default: 0.7 },
    { key: 'stream', label: '流式输出', type: 'boolean', default: true },
  ]),
  sort: 1,
  creator: null,
  createDate: '2026-01-01 00:00:00',
  updater: null,
  updateDate: '2026-01-01 00:00:00',
};

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
const failing = (msg: string) => () => jsonResponse({ code: 500, msg, data: null });

function setup(...overrides: EndpointStub[]) {
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(modelAdminEndpoints.getModelsList, () => ({ total: 2, list: [model('LLM_Default', '智谱AI', { isDefault: 1 }), model('LLM_Other', '通义千问')] })),
    route(modelAdminEndpoints.getModelsProvideTypes, () => [openaiProvider], { modelType: 'LLM' }),
    route(modelAdminEndpoints.postModels, () => model('LLM_New', '新模型'), { modelType: 'LLM', provideCode: 'openai' }),
    route(modelAdminEndpoints.putModelsEnable, () => null, { id: 'LLM_Other', status: '0' }),
    route(modelAdminEndpoints.putModelsDefault, () => null, { id: 'LLM_Other' }),
    ...overrides,
  ]);
}

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async (path = '/model-config') => {
  const { router, restoreNavigator } = renderRoute(path);
  restore = restoreNavigator;
  await screen.findByText('通义千问', {}, { timeout: 5000 });
  return router;
};

const switchOf = (index: number) => {
  const element = screen.getAllByRole('switch')[index];
  if (!element) throw new Error(`no switch ${index}`);
  return element;
};

const confirmPopup = async () => {
  const popup = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popconfirm');
    if (!found) throw new Error('no confirmation yet');
    return found;
  });
  const ok = [...popup.querySelectorAll('button')].find((button) => /^确\s*定$/.test(button.textContent ?? ''));
  if (!ok) throw new Error('no confirm button');
  fireEvent.click(ok);
};

describe('model config', { timeout: 20_000 }, () => {
  it('lists the LLM tab first, page 0 with 10 rows and an empty name filter', async () => {
    setup();
    await open();
    expect(String(callsTo(fetchMock, modelAdminEndpoints.getModelsList)[0]?.[0])).toBe('/xiaozhi/models/list?modelType=LLM&modelName=&page=0&limit=10&sort=isEnabled&order=descend');
  });

  it('sorts the whole list on the server by a header from the first page, keeping the choice in the URL beside the type', async () => {
    setup(route(modelAdminEndpoints.getModelsList, () => ({ total: 31, list: [model('TTS_A', '通义千问')] })));
    const router = await open('/model-config?type=tts');
    const lastList = () => String(callsTo(fetchMock, modelAdminEndpoints.getModelsList).at(-1)?.[0]);
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(lastList()).toContain('page=2'));
    fireEvent.click(screen.getByText('模型名称'));
    await waitFor(() => expect(locationOf(router)).toBe('/model-config?type=tts&sort=modelName.ascend'));
    await waitFor(() => expect(lastList()).toBe('/xiaozhi/models/list?modelType=TTS&modelName=&page=0&limit=10&sort=modelName&order=ascend'));
    fireEvent.click(screen.getByText('模型名称'));
    await waitFor(() => expect(locationOf(router)).toBe('/model-config?type=tts&sort=modelName.descend'));
    await waitFor(() => expect(lastList()).toContain('sort=modelName&order=descend'));
  });

  it('disables a model with PUT /models/enable/{id}/0; the default one cannot be switched off', async () => {
    setup();
    await open();
    expect(switchOf(0).hasAttribute('disabled')).toBe(true);
    fireEvent.click(switchOf(1));
    await waitFor(() => expect(callsTo(fetchMock, modelAdminEndpoints.putModelsEnable, { id: 'LLM_Other', status: '0' })).toHaveLength(1));
  });

  it('shows the SPEC failure text when the status call fails without a msg, the server msg otherwise', async () => {
    setup(route(modelAdminEndpoints.putModelsEnable, failing(''), { id: 'LLM_Other', status: '0' }), route(modelAdminEndpoints.putModelsDefault, failing('模型已被删除'), { id: 'LLM_Other' }));
    await open();
    fireEvent.click(switchOf(1));
    expect(await screen.findByText('更新模型状态失败')).toBeTruthy();
    fireEvent.click(screen.getByText('设为默认'));
    await confirmPopup();
    expect(await screen.findByText('模型已被删除')).toBeTruthy();
    expect(callsTo(fetchMock, modelAdminEndpoints.putModelsDefault, { id: 'LLM_Other' })).toHaveLength(1);
  });

  it('sets a default with PUT /models/default/{id} and reports a bare failure with its own text', async () => {
    setup(route(modelAdminEndpoints.putModelsDefault, failing(''), { id: 'LLM_Other' }));
    await open();
    fireEvent.click(screen.getByText('设为默认'));
    await confirmPopup();
    expect(await screen.findByText('设置默认模型失败')).toBeTruthy();
  });

  it("adds a model from the provider's field schema and sends the typed configJson", async () => {
    setup();
    await open();
    fireEvent.click(screen.getByText('新增模型'));
    fireEvent.mouseDown(await screen.findByLabelText('供应器'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === 'OpenAI接口 (openai)');
      if (!found) throw new Error('no provider option');
      return found;
    });
    fireEvent.click(option);
    const baseUrl = await screen.findByLabelText('基础URL');
    expect((screen.getByLabelText('API密钥') as HTMLInputElement).type).toBe('password');
    expect((screen.getByLabelText('温度') as HTMLInputElement).value).toBe('0.7');
    fireEvent.change(baseUrl, { target: { value: 'https://api.example.com/v1' } });
    fireEvent.change(screen.getByLabelText('API密钥'), { target: { value: 'sk-new' } });
    // The sortable name header carries the same label: the field is the drawer's.
    fireEvent.change(within(document.querySelector<HTMLElement>('.ant-drawer')!).getByLabelText('模型名称'), { target: { value: '新模型' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(callsTo(fetchMock, modelAdminEndpoints.postModels, { modelType: 'LLM', provideCode: 'openai' })).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, modelAdminEndpoints.postModels, { modelType: 'LLM', provideCode: 'openai' })[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ modelName: '新模型', isEnabled: 1, isDefault: 0, sort: 0 });
    expect(body.configJson).toEqual({ base_url: 'https://api.example.com/v1', api_key: 'sk-new', temperature: 0.7, stream: true, type: 'openai' });
  });
});
