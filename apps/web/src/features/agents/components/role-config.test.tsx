import { fireEvent, screen, waitFor } from '@testing-library/react';
import { agentsEndpoints, datasetsEndpoints, mcpsEndpoints, modelsEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentDetail, agentSummary, edgeVoices, llmNames, modelNames } from '../../../testing/agent-fixtures.ts';
import { faq, manual } from '../../../testing/dataset-fixtures.ts';
import { adminUser } from '../../../testing/api-stub.ts';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

const mcpItem = { desc: '', logo_url: '', is_private: true };
const agentMcps = {
  selecteds: [{ ...mcpItem, mcp_id: 'm1', name: '天气', selected: true }],
  unselecteds: [{ ...mcpItem, mcp_id: 'm2', name: '翻译', selected: false, is_private: false }],
};

let fetchMock: ReturnType<typeof stubEndpoints>;
let restore: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubEndpoints([
    route(pubConfigEndpoints.getUserPubConfig, () => ({})),
    route(agentsEndpoints.getAgentList, () => [agentSummary]),
    route(agentsEndpoints.getAgent, () => ({ ...agentDetail, datasetIds: ['d1'] }), { id: 'a1' }),
    route(agentsEndpoints.getAgentTags, () => [{ id: 't1', tagName: '客厅' }], { id: 'a1' }),
    route(agentsEndpoints.putAgent, () => null, { id: 'a1' }),
    route(agentsEndpoints.getAgentTemplate, () => []),
    route(modelsEndpoints.getModelsNames, (url) => modelNames[url.searchParams.get('modelType') ?? ''] ?? []),
    route(modelsEndpoints.getModelsLlmNames, () => llmNames),
    route(modelsEndpoints.getModelsVoices, () => edgeVoices, { modelId: 'TTS_EdgeTTS' }),
    route(mcpsEndpoints.getV1AgentsMcps, () => agentMcps, { id: 'a1' }),
    route(mcpsEndpoints.putV1AgentsMcps, () => ({}), { id: 'a1' }),
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
  // The model lists arrive after the agent; the LLM's provider type decides the intent rule.
  await waitFor(() => expect(callsTo(fetchMock, modelsEndpoints.getModelsLlmNames)).toHaveLength(1));
  return rendered.router;
};

/** Opens an antd select by its label and picks an option by its text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('role config', { timeout: 20_000 }, () => {
  it('loads the agent into the form', async () => {
    await open();
    expect(screen.getByDisplayValue('你是{{assistant_name}}，一个耐心的助手。')).toBeTruthy();
    expect(screen.getByText('所有修改已保存')).toBeTruthy();
  });

  it('saves only what changed, switching intent away from function calls for an LLM that cannot make them', async () => {
    await open();
    await choose('大语言模型 (LLM)', 'Dify');
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(1));
    expect(sentBody(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toEqual({ llmModelId: 'LLM_DifyLLM', intentModelId: 'Intent_intent_llm' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = await open();
    fireEvent.change(screen.getByLabelText('智能体名称'), { target: { value: '新名字' } });
    await screen.findByText('有未保存的修改');
    void router.navigate('/home');
    expect((await screen.findAllByText('放弃未保存的修改？', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(locationOf(router)).toBe('/role-config?agentId=a1');
    fireEvent.click(screen.getByText('放弃并离开').closest('button')!);
    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(0);
  });

  it('binds MCPs through the same save bar, replacing the whole set', async () => {
    await open();
    expect(String(callsTo(fetchMock, mcpsEndpoints.getV1AgentsMcps, { id: 'a1' })[0]?.[0])).toBe('/v1/agents/a1/mcps?include_unselected=true');
    const weather = await screen.findByRole('checkbox', { name: /天气/ });
    const translate = screen.getByRole('checkbox', { name: /翻译/ });
    expect((weather as HTMLInputElement).checked).toBe(true);
    expect((translate as HTMLInputElement).checked).toBe(false);

    fireEvent.click(translate);
    fireEvent.click(weather);
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, mcpsEndpoints.putV1AgentsMcps, { id: 'a1' })).toHaveLength(1));
    expect(sentBody(fetchMock, mcpsEndpoints.putV1AgentsMcps, { id: 'a1' })).toEqual({ mcp_ids: ['m2'] });
    // Nothing else changed, so the agent itself is not written.
    expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(0);
  });

  it('puts the MCP choice back on discard', async () => {
    await open();
    const translate = await screen.findByRole('checkbox', { name: /翻译/ });
    fireEvent.click(translate);
    await screen.findByText('有未保存的修改');
    fireEvent.click(screen.getByText('放弃修改').closest('button')!);
    await screen.findByText('所有修改已保存');
    expect((translate as HTMLInputElement).checked).toBe(false);
  });

  it('keeps a pasted prompt whole past its limit and refuses to save it, naming the limit', async () => {
    await open();
    const pasted = '你'.repeat(2100);
    fireEvent.change(screen.getByLabelText('角色介绍'), { target: { value: pasted } });
    expect((screen.getByLabelText('角色介绍') as HTMLTextAreaElement).value).toHaveLength(2100);
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    expect(await screen.findByText('最多 2000 个字符')).toBeTruthy();
    expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(0);
  });

  it('picks the knowledge bases the agent uses, saved with the agent and put back on discard', async () => {
    await open();
    const picker = screen.getByLabelText('使用的知识库');
    const chosen = () => [...picker.closest('.ant-select')!.querySelectorAll('.ant-select-selection-item')].map((node) => node.textContent);
    await waitFor(() => expect(chosen()).toEqual(['产品手册']));
    expect(screen.getByText('管理知识库').closest('a')?.getAttribute('href')).toBe('/datasets');

    await choose('使用的知识库', '售后问答0 个文档');
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(screen.getByText('放弃修改').closest('button')!);
    await screen.findByText('所有修改已保存');
    expect(chosen()).toEqual(['产品手册']);

    await choose('使用的知识库', '售后问答0 个文档');
    await waitFor(() => expect(chosen()).toEqual(['产品手册', '售后问答']));
    await screen.findByText('有未保存的修改');
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(1));
    expect(sentBody(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toEqual({ datasetIds: ['d1', 'd2'] });
  });

  it('adds and removes tags in the header, sending tagNames only when they changed', async () => {
    await open();
    expect(screen.getByText('客厅')).toBeTruthy();
    fireEvent.click(screen.getByText('添加标签').closest('button')!);
    const input = screen.getByLabelText('新标签名');
    fireEvent.change(input, { target: { value: '  儿童  ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('儿童')).toBeTruthy();
    // A name already there is not added twice; the input holds at most 20 characters.
    fireEvent.click(screen.getByText('添加标签').closest('button')!);
    expect(screen.getByLabelText('新标签名').getAttribute('maxlength')).toBe('20');
    fireEvent.change(screen.getByLabelText('新标签名'), { target: { value: '儿童' } });
    fireEvent.blur(screen.getByLabelText('新标签名'));
    expect(screen.getAllByText('儿童')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('移除标签 客厅'));
    await screen.findByText('有未保存的修改');
    expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(0);
    fireEvent.click(screen.getByText('保存配置').closest('button')!);
    await waitFor(() => expect(callsTo(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toHaveLength(1));
    expect(sentBody(fetchMock, agentsEndpoints.putAgent, { id: 'a1' })).toEqual({ tagNames: ['儿童'] });
  });

  it('hides the MCP, knowledge base, VAD and ASR choices while their switches are off, keeping the agent’s values', async () => {
    const off = { enabled: false };
    useSessionStore.getState().setPubConfig({ systemWebMenu: { features: { mcpAccessPoint: off, knowledgeBase: off, vad: off, asr: off } } });
    try {
      await open();
      expect(screen.queryByText('MCP 工具')).toBeNull();
      expect(screen.getByText('使用的知识库').closest('[hidden]')).toBeTruthy();
      const columnStyle = (label: string) => screen.getByText(label).closest('.ant-form-item')?.parentElement?.getAttribute('style') ?? '';
      expect(columnStyle('语音活动检测 (VAD)')).toContain('display: none');
      expect(columnStyle('语音识别 (ASR)')).toContain('display: none');
      expect(columnStyle('大语言模型 (LLM)')).not.toContain('display: none');
    } finally {
      useSessionStore.setState({ pubConfig: { ...useSessionStore.getState().pubConfig, systemWebMenu: {} }, pubConfigLoaded: false });
    }
  });
});
