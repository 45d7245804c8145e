import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { agentsEndpoints, datasetsEndpoints, mcpsEndpoints, modelsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentDetail, agentSummary, edgeVoices, llmNames, modelNames } from '../../../testing/agent-fixtures.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { faq, manual } from '../../../testing/dataset-fixtures.ts';
import { renderRoute } from '../../../testing/render.tsx';

const provider = { sort: 0, creator: null, createDate: '2026-05-01 10:00:00', updater: null, updateDate: '2026-05-01 10:00:00' };
const pluginNames = [
  {
    ...provider,
    id: 'SYSTEM_PLUGIN_WEATHER',
    modelType: 'Plugin',
    providerCode: 'get_weather',
    name: '天气查询',
    fields: JSON.stringify([
      { key: 'api_key', label: '天气插件API密钥', type: 'string', default: '' },
      { key: 'default_location', label: '默认查询城市', type: 'string', default: '广州', required: true },
    ]),
  },
  {
    ...provider,
    id: 'SYSTEM_PLUGIN_WEB_SEARCH',
    modelType: 'Plugin',
    providerCode: 'web_search',
    name: '联网搜索',
    fields: JSON.stringify([{ key: 'max_results', label: '最大结果数', type: 'number', default: 5 }, { key: 'safe', label: '安全搜索', type: 'boolean', default: true }]),
  },
  { ...provider, id: 'SYSTEM_PLUGIN_MUSIC', modelType: 'Plugin', providerCode: 'play_music', name: '服务器音乐播放', fields: '[]' },
  { ...provider, id: 'd1', modelType: 'Rag', providerCode: 'ragflow', name: '[知识库]产品手册', fields: '[]' },
  { ...provider, id: 'd2', modelType: 'Rag', providerCode: 'ragflow', name: '[知识库]售后问答', fields: '[]' },
];

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;
const putBody = () => sentBody(fetchMock, agentsEndpoints.putAgent, { id: 'a1' }) as Record<string, unknown>;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(agentsEndpoints.getAgentList, () => [agentSummary]),
    // The server lists bound knowledge bases among the functions too (providerCode ragflow).
    route(agentsEndpoints.getAgentTags, () => [], { id: 'a1' }),
    route(agentsEndpoints.getAgent, () => ({
      ...agentDetail,
      datasetIds: ['d1'],
      functions: [
        { id: 'f1', agentId: 'a1', pluginId: 'SYSTEM_PLUGIN_MUSIC', paramInfo: '{}', providerCode: 'play_music' },
        { id: 'd1', agentId: 'a1', pluginId: 'd1', paramInfo: '{}', providerCode: 'ragflow' },
      ],
    }), { id: 'a1' }),
    route(agentsEndpoints.putAgent, () => null, { id: 'a1' }),
    route(agentsEndpoints.getAgentTemplate, () => []),
    route(modelsEndpoints.getModelsNames, (url) => modelNames[url.searchParams.get('modelType') ?? ''] ?? []),
    route(modelsEndpoints.getModelsLlmNames, () => llmNames),
    route(modelsEndpoints.getModelsVoices, () => edgeVoices, { modelId: 'TTS_EdgeTTS' }),
    route(modelsEndpoints.getModelsProviderPluginNames, () => pluginNames),
    route(mcpsEndpoints.getV1AgentsMcps, () => ({ selecteds: [], unselecteds: [] }), { id: 'a1' }),
    route(datasetsEndpoints.getV1Datasets, () => ({ datasets: [manual, faq] })),
  ]);
});

afterEach(() => {
  restore();
  useSessionStore.getState().clearAuth();
  vi.unstubAllGlobals();
});

const open = async () => {
  const rendered = renderRoute('/role-config?agentId=a1');
  restore = rendered.restoreNavigator;
  await screen.findByDisplayValue('小智助手', {}, { timeout: 5000 });
  await waitFor(() => expect(callsTo(fetchMock, modelsEndpoints.getModelsProviderPluginNames)).toHaveLength(1));
};

const chips = () => [...screen.getByRole('list', { name: '已选功能' }).querySelectorAll('.ant-tag')].map((node) => node.textContent);
const datasetChips = () => [...screen.getByLabelText('使用的知识库').closest('.ant-select')!.querySelectorAll('.ant-select-selection-item')].map((node) => node.textContent);

async function openDialog() {
  await waitFor(() => expect(screen.getByText('编辑功能', { selector: 'button span' }).closest('button')?.disabled).toBe(false));
  fireEvent.click(screen.getByText('编辑功能', { selector: 'button span' }).closest('button')!);
  return screen.findByRole('dialog');
}

const clickApply = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

describe('function dialog', { timeout: 20_000 }, () => {
  it('shows the chosen plugins and knowledge bases as chips, the knowledge bases once', async () => {
    await open();
    await waitFor(() => expect(chips()).toEqual(['服务器音乐播放', '知识库 · 产品手册']));
    expect(screen.getByText('所有修改已保存')).toBeTruthy();
  });

  it('picks a plugin, fills its parameters from the defaults and sends them in the PUT body', async () => {
    await open();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('checkbox', { name: '产品手册' })).toHaveProperty('checked', true);
    expect(within(dialog).getAllByText('知识库').length).toBe(2);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: '联网搜索' }));
    // Defaults are prefilled; the number is edited as text and sent as a number.
    const max = await within(dialog).findByLabelText('最大结果数');
    expect((max as HTMLInputElement).value).toBe('5');
    fireEvent.change(max, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    clickApply(dialog);

    await waitFor(() => expect(chips()).toEqual(['服务器音乐播放', '联网搜索', '知识库 · 产品手册']));
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(1));
    expect(putBody()).toEqual({
      functions: [
        { pluginId: 'SYSTEM_PLUGIN_MUSIC', paramInfo: {} },
        { pluginId: 'SYSTEM_PLUGIN_WEB_SEARCH', paramInfo: { max_results: 8, safe: false } },
      ],
      datasetIds: ['d1'],
    });
  });

  it('refuses a bad or missing parameter, showing the plugin that needs fixing', async () => {
    await open();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '天气查询' }));
    fireEvent.change(await within(dialog).findByLabelText('默认查询城市'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '联网搜索' }));
    fireEvent.change(await within(dialog).findByLabelText('最大结果数'), { target: { value: 'abc' } });
    clickApply(dialog);
    expect(await within(dialog).findByText('请先修正“天气查询”的参数')).toBeTruthy();
    expect(await within(dialog).findByText('请填写默认查询城市')).toBeTruthy();
    // Nothing reached the form.
    expect(screen.getByText('所有修改已保存')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('默认查询城市'), { target: { value: '深圳' } });
    clickApply(dialog);
    expect(await within(dialog).findByText('请先修正“联网搜索”的参数')).toBeTruthy();
    expect(await within(dialog).findByText('请输入整数')).toBeTruthy();
  });

  it('a knowledge base picked in the dialog is the one the datasets section shows and datasetIds carries', async () => {
    await open();
    await waitFor(() => expect(datasetChips()).toEqual(['产品手册']));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '售后问答' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '服务器音乐播放' }));
    clickApply(dialog);

    await waitFor(() => expect(datasetChips()).toEqual(['产品手册', '售后问答']));
    expect(chips()).toEqual(['知识库 · 产品手册', '知识库 · 售后问答']);
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(1));
    expect(putBody()).toEqual({ functions: [], datasetIds: ['d1', 'd2'] });
  });

  it('a knowledge base dropped in the datasets section is unchecked in the dialog', async () => {
    await open();
    await waitFor(() => expect(datasetChips()).toEqual(['产品手册']));
    fireEvent.click(screen.getByLabelText('使用的知识库').closest('.ant-select')!.querySelector('.ant-select-selection-item-remove')!);
    await waitFor(() => expect(chips()).toEqual(['服务器音乐播放']));
    const dialog = await openDialog();
    expect(within(dialog).getByRole('checkbox', { name: '产品手册' })).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(1));
    expect(putBody()).toEqual({ datasetIds: [] });
  });

  it('finds plugins by name and puts the choice back on discard', async () => {
    await open();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('搜索插件或知识库'), { target: { value: '天气' } });
    expect(within(dialog).queryByRole('checkbox', { name: '联网搜索' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '天气查询' }));
    clickApply(dialog);
    await waitFor(() => expect(chips()).toContain('天气查询'));
    fireEvent.click(screen.getByText('放弃修改').closest('button')!);
    await screen.findByText('所有修改已保存');
    expect(chips()).toEqual(['服务器音乐播放', '知识库 · 产品手册']);
  });
});
