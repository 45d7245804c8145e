import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { agentDetail, agentSummary, edgeVoices, llmNames, modelNames } from '../../../testing/agent-fixtures.ts';
import { adminUser, stubApi } from '../../../testing/api-stub.ts';
import { locationOf, renderRoute } from '../../../testing/render.tsx';

let fetchMock: ReturnType<typeof stubApi>;
let restore: () => void = () => undefined;
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(`/xiaozhi${path}`));

beforeEach(() => {
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setUserInfo(adminUser);
  fetchMock = stubApi({
    '/user/pub-config': () => ({}),
    'GET /agent/list': () => [agentSummary],
    'GET /agent/a1': () => agentDetail,
    'PUT /agent/a1': () => null,
    'GET /agent/template': () => [],
    'GET /models/names': (url) => modelNames[url.searchParams.get('modelType') ?? ''] ?? [],
    'GET /models/llm/names': () => llmNames,
    'GET /models/TTS_EdgeTTS/voices': () => edgeVoices,
  });
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
  await waitFor(() => expect(calls('GET', '/models/llm/names')).toHaveLength(1));
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
    await waitFor(() => expect(calls('PUT', '/agent/a1')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT', '/agent/a1')[0]?.[1]?.body))).toEqual({ llmModelId: 'LLM_DifyLLM', intentModelId: 'Intent_intent_llm' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = await open();
    fireEvent.change(screen.getByLabelText('智能体名称'), { target: { value: '新名字' } });
    await screen.findByText('有未保存的修改');
    void router.navigate('/home');
    expect((await screen.findAllByText('放弃未保存的修改？')).length).toBeGreaterThan(0);
    expect(locationOf(router)).toBe('/role-config?agentId=a1');
    fireEvent.click(screen.getByText('放弃并离开').closest('button')!);
    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(calls('PUT', '/agent/a1')).toHaveLength(0);
  });
});
