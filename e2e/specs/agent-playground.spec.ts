// The agent playground in the browser, in Chinese and English: a question answered from the agent's knowledge base,
// one answered by calling a real MCP tool and one by a tool connected to the agent's own MCP access point, all streamed
// from a local OpenAI-compatible fake, then the conversations in the agent's chat history under the playground source.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startFakeLlm, type FakeLlm, type FakeLlmRequest } from '../../apps/server/test/fake-llm.ts';
import { lanAddress } from '../../apps/server/test/fake-device-server.ts';
import { startFakeMcpEndpoint, type FakeMcpEndpoint } from '../../apps/server/test/fake-mcp-endpoint.ts';
import { startTestMcpServers, type TestMcpServers } from '../../apps/server/test/mcp-servers.ts';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000071';
const USER = '+8613800000072';
const GUIDE = ['## 开机', '长按电源键三秒开机。', '', '## 退货', '商品签收后七天内可以无理由退货，请保持包装完好。'].join('\n');

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg?: string;
  data: T;
}

const lastUser = (request: FakeLlmRequest) => [...(request.body.messages ?? [])].reverse().find((message) => message.role === 'user')?.content ?? '';
const answered = (request: FakeLlmRequest) => request.body.messages?.at(-1)?.role === 'tool';

/**
 * Plays the model: it searches the knowledge base for returns, calls the MCP's add for sums, the access point's light
 * for the light, and says what it found.
 */
function fakeModel(request: FakeLlmRequest) {
  if (!request.body.stream) return '试聊标题';
  const question = lastUser(request);
  const sum = /\+|加|plus/i.test(question);
  const light = /灯|light/i.test(question);
  if (!answered(request)) {
    if (light) return { toolCalls: [{ name: 'self.light.on', arguments: { room: 'study' } }] };
    return sum ? { toolCalls: [{ name: 'add', arguments: { a: 2, b: 40 } }] } : { toolCalls: [{ name: 'search_from_ragflow', arguments: { question: '退货' } }] };
  }
  const result = request.body.messages?.at(-1)?.content ?? '';
  if (light) return `Light: ${result}.`;
  return sum ? `The sum is ${result}.` : `Returns: ${result.includes('七天内') ? 'within seven days of delivery' : 'unknown'}.`;
}

describe('agent playground in the browser', () => {
  let app: RunningConsole;
  let fake: FakeLlm;
  let mcp: TestMcpServers;
  let endpoint: FakeMcpEndpoint | undefined;
  let browser: Browser;
  let token: string;
  let agentId: string;

  const api = async <T = Record<string, unknown>>(bearer: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope<T>;
  };

  beforeAll(async () => {
    [app, fake, mcp, browser] = await Promise.all([startConsole(), startFakeLlm(), startTestMcpServers(), launchBrowser()]);
    fake.answer = fakeModel;
    runAdminCli(app, ['create-user', ADMIN, 'PlayAdmin2025x', '--admin']);
    runAdminCli(app, ['create-user', USER, 'PlayUser2025x']);
    const adminToken = runAdminCli(app, ['token', ADMIN]);
    token = runAdminCli(app, ['token', USER]);
    // The fake model and the MCP server listen on loopback: allowed as for any private address.
    const found = await api<{ list: Record<string, unknown>[] }>(adminToken, 'GET', '/xiaozhi/admin/params/page?paramCode=server.allow_private_urls&page=1&limit=10');
    const param = found.data.list.find((row) => row.paramCode === 'server.allow_private_urls');
    expect((await api(adminToken, 'PUT', '/xiaozhi/admin/params', { ...param, paramValue: 'true' })).code).toBe(0);

    const model = await api<{ id: string }>(token, 'POST', '/xiaozhi/v1/models/llm', { name: '本地试聊模型', config: { type: 'openai', base_url: fake.base, model_name: 'play', api_key: 'sk-e2e-play' } });
    expect(model.code, model.msg).toBe(0);
    agentId = (await api<string>(token, 'POST', '/xiaozhi/agent', { agentName: '售后小智' })).data;
    const dataset = await api<{ id: string }>(token, 'POST', '/v1/datasets', { name: '售后说明', desc: '退货与开机' });
    expect((await api(token, 'POST', `/v1/datasets/${dataset.data.id}/documents`, { name: '说明.md', text: GUIDE })).code).toBe(0);
    // Indexing runs in the console's job runner; a hook cannot use expect.poll.
    for (let tries = 0; ; tries += 1) {
      const status = (await api<{ documents: { status: string }[] }>(token, 'GET', `/v1/datasets/${dataset.data.id}/documents`)).data.documents[0]?.status;
      if (status === 'completed') break;
      if (tries > 120) throw new Error(`the document stayed ${status}`);
      await new Promise((wait) => setTimeout(wait, 500));
    }
    const made = await api<{ id: string }>(token, 'POST', '/v1/mcps', { name: '计算器', desc: '', config: { type: 'sse', url: mcp.streamableUrl, header: { Authorization: `Bearer ${mcp.secret}` } } });
    expect(made.code, made.msg).toBe(0);
    expect((await api(token, 'PUT', `/v1/agents/${agentId}/mcps`, { mcp_ids: [made.data.id] })).code).toBe(0);
    const updated = await api(token, 'PUT', `/xiaozhi/agent/${agentId}`, {
      llmModelId: model.data.id, intentModelId: 'Intent_function_call', memModelId: 'Memory_mem_local_short', chatHistoryConf: 1, datasetIds: [dataset.data.id],
      systemPrompt: '你是{{assistant_name}}，负责售后。今天是{{today_date}}。',
    });
    expect(updated.code, updated.msg).toBe(0);

    // The agent's own MCP access point, with a light connected to it.
    // The param refuses loopback, as upstream's does: the service listens on the machine's LAN address.
    endpoint = await startFakeMcpEndpoint('play-endpoint-key', { [createHash('md5').update(agentId).digest('hex')]: ['self.light.on'] }, lanAddress());
    const access = (await api<{ list: Record<string, unknown>[] }>(adminToken, 'GET', '/xiaozhi/admin/params/page?paramCode=server.mcp_endpoint&page=1&limit=10')).data.list.find((row) => row.paramCode === 'server.mcp_endpoint');
    const set = await api(adminToken, 'PUT', '/xiaozhi/admin/params', { ...access, paramValue: endpoint.param });
    expect(set.code, set.msg).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await mcp?.close();
    await endpoint?.close();
    await fake?.close();
    await app?.stop();
  });

  const TEXTS = {
    zh_CN: { returns: '收到货以后多久可以退货？', sum: '2 加 40 等于几？', light: '把书房的灯打开', accessPoint: 'MCP 接入点', history: '聊天记录', playground: '试聊', send: /^发\s?送$/ },
    en: { returns: 'How long do I have to return an order?', sum: 'What is 2 plus 40?', light: 'Turn on the study light', accessPoint: 'MCP access point', history: 'Chat history', playground: 'Playground', send: 'Send' },
  } as const;

  for (const locale of ['zh_CN', 'en'] as const) {
    it(`answers from the knowledge base, with an MCP tool and with an access-point tool, and keeps them in chat history (${locale})`, async () => {
      const text = TEXTS[locale];
      const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width: 1440 });
      const { page } = screen;
      await screen.goto(`/agent-playground?agentId=${agentId}`);
      await page.locator('[data-tools]').getByText('search_from_ragflow').waitFor();
      await page.locator('[data-tools]').getByText('计算器 · add').waitFor();
      await page.locator('[data-tools]').getByText(`${text.accessPoint} · self.light.on`).waitFor();
      const box = page.getByRole('textbox');
      const asked = [[text.returns, 'search_from_ragflow', 'within seven days'], [text.sum, 'add', 'The sum is 42.'], [text.light, 'self.light.on', 'Light: self.light.on done']] as const;
      for (const [question, tool, reply] of asked) {
        await box.fill(question);
        await page.getByRole('button', { name: text.send }).click();
        await page.locator(`[data-tool-step="${tool}"]`).last().waitFor().catch(async (error: unknown) => {
          await screen.screenshot(`agent-playground-failed-${locale}`, { fullPage: false });
          throw new Error(`${String(error)}\n${screen.errors.join('\n')}`);
        });
        await page.locator('[data-answer]').last().getByText(reply).waitFor();
        await page.locator('[data-turn="live"]').waitFor({ state: 'detached' });
      }
      await expect.poll(() => page.locator(`[data-tool-step="search_from_ragflow"]`).last().innerText()).toContain('七天内');
      await expect.poll(() => page.locator(`[data-tool-step="add"]`).last().innerText()).toContain('42');
      expect(mcp.calls.streamable).toBeGreaterThan(0);
      expect(endpoint?.calls.at(-1)).toMatchObject({ name: 'self.light.on', arguments: { room: 'study' } });
      await screen.screenshot(`agent-playground-${locale}-1440`, { fullPage: false });

      await page.getByRole('button', { name: text.history }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(text.playground, { exact: true }).first().click();
      await expect.poll(() => dialog.locator('[data-source="playground"]').count()).toBeGreaterThan(0);
      await dialog.getByRole('option').first().click();
      await dialog.getByText('The sum is 42.').or(dialog.getByText(/within seven days/)).first().waitFor();
      await screen.screenshot(`agent-playground-history-${locale}-1440`, { fullPage: false });
      expect(screen.errors).toEqual([]);
      await screen.close();

      const phone = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width: 390 });
      await phone.goto(`/agent-playground?agentId=${agentId}`);
      await phone.page.getByRole('textbox').fill(text.returns);
      await phone.page.getByRole('button', { name: text.send }).click();
      await phone.page.locator('[data-answer]').last().getByText('within seven days').waitFor();
      expect(await phone.overflow()).toBeLessThanOrEqual(0);
      await phone.screenshot(`agent-playground-${locale}-390`, { fullPage: false });
      await phone.close();
    }, 120_000);
  }
});
