// The admin adds a model from a provider's field schema and makes it the default; a user gives an agent a voice.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { chooseOption, openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000031';
const MODEL = 'E2E 兼容大模型';
const VOICE = 'EdgeTTS男声-云扬';

describe('models and voices in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let page: Page;
  let token: string;

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; data: Record<string, unknown> & { list?: Record<string, unknown>[] } };
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, 'Models2025x', '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
    page = (await openScreen(browser, { baseUrl: app.baseUrl, token })).page;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds an LLM from the OpenAI-compatible provider schema, with its secret masked afterwards', async () => {
    await page.goto(`${app.baseUrl}/model-config`);
    await page.getByRole('button', { name: '新增模型' }).first().click();
    const drawer = page.locator('.ant-drawer');
    await chooseOption(page, drawer.locator('.ant-form-item').filter({ hasText: '供应器' }).locator('.ant-select'), 'OpenAI兼容接口 (openai)');
    await drawer.locator('#config_base_url').fill('https://llm.example.com/v1');
    await drawer.locator('#config_model_name').fill('qwen-plus');
    await drawer.locator('#config_api_key').fill('sk-e2e-secret-0123456789');
    await drawer.locator('#modelName').fill(MODEL);
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByRole('row', { name: new RegExp(MODEL) }).waitFor();

    const listed = await api('GET', `/xiaozhi/models/list?modelType=LLM&modelName=${encodeURIComponent(MODEL)}&page=0&limit=10`);
    const config = listed.data.list?.[0]?.configJson as Record<string, unknown>;
    expect(config).toMatchObject({ type: 'openai', base_url: 'https://llm.example.com/v1', model_name: 'qwen-plus' });
    expect(config.api_key).not.toBe('sk-e2e-secret-0123456789');
    expect(String(config.api_key)).toContain('****');
  });

  it('checks DeepSeek’s settings against the field types, keeps what was typed and stores nothing wrong', async () => {
    const row = page.getByRole('row', { name: /DeepSeek/ }).first();
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('取值 0 ~ 2').waitFor();
    await drawer.getByText('整数 · 取值 1 ~ 1000000').waitFor();
    await drawer.locator('#config_temperature').fill('abc');
    await drawer.locator('#config_max_tokens').fill('-5');
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await drawer.getByText('请输入数字').waitFor();
    await drawer.getByText('应在 1 到 1000000 之间').waitFor();
    expect(await drawer.locator('#config_temperature').inputValue()).toBe('abc');

    const stored = await api('GET', '/xiaozhi/models/list?modelType=LLM&modelName=DeepSeek&page=0&limit=10');
    expect(stored.data.list?.[0]?.configJson).not.toHaveProperty('temperature');
    await drawer.locator('#config_temperature').fill('0.3');
    await drawer.locator('#config_max_tokens').fill('800');
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    const saved = await api('GET', '/xiaozhi/models/list?modelType=LLM&modelName=DeepSeek&page=0&limit=10');
    expect(saved.data.list?.[0]?.configJson).toMatchObject({ temperature: 0.3, max_tokens: 800 });
  });

  it('makes the new model the default LLM', async () => {
    const row = page.getByRole('row', { name: new RegExp(MODEL) });
    await row.getByRole('radio', { name: '设为默认' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /^确\s?定$/ }).click();
    await row.getByText('默认', { exact: true }).waitFor();

    const listed = await api('GET', '/xiaozhi/models/list?modelType=LLM&modelName=&page=0&limit=100');
    const defaults = (listed.data.list ?? []).filter((model) => model.isDefault === 1).map((model) => model.modelName);
    expect(defaults).toEqual([MODEL]);
  });

  it('sorts the LLM list by name from its header, keeping the choice in the URL', async () => {
    await page.goto(`${app.baseUrl}/model-config`);
    await page.getByRole('row', { name: new RegExp(MODEL) }).waitFor();
    await page.locator('thead').getByText('模型名称').click();
    await page.waitForURL(/[?&]sort=modelName\.ascend/);
    const sorted = await api('GET', '/xiaozhi/models/list?modelType=LLM&modelName=&page=0&limit=10&sort=modelName&order=ascend');
    const names = (sorted.data.list ?? []).map((model) => String(model.modelName));
    await expect.poll(() => page.locator('tbody tr.ant-table-row td:first-child').allTextContents()).toEqual(names);
  });

  it('fits 1440 and 390 px in zh_CN, en and de with a sorted column, every column in view at 1440 px', async () => {
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en', 'de']) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto('/model-config?sort=modelName.descend');
        await view.page.locator('tbody tr.ant-table-row').first().waitFor();
        const overflow = await view.overflow();
        await view.screenshot(`model-config-${width}-${locale}`);
        expect(overflow, `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        if (width === 1440) {
          const hidden = await view.page.locator('.ant-table-content').evaluate((table) => table.scrollWidth - table.clientWidth);
          expect(hidden, `${locale}: the model table hides columns behind its own scroll bar`).toBeLessThanOrEqual(0);
        }
        expect(view.errors, `${width} ${locale} logged errors`).toEqual([]);
        await view.close();
      }
    }
  });

  it('gives an agent the voice chosen on the voice selection page', async () => {
    const created = await api('POST', '/xiaozhi/agent', { agentName: '书房小智' });
    expect(created.code).toBe(0);
    const agentId = String(created.data);

    await page.goto(`${app.baseUrl}/voice-selection`);
    const card = page.locator('.ant-card').filter({ hasText: VOICE }).last();
    await card.getByRole('button', { name: '用于智能体' }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog.locator('.ant-select'), '书房小智');
    await dialog.getByRole('button', { name: /^确\s?定$|^OK$|保存/ }).click();
    await page.getByText(/已将「.+」设为智能体音色/).waitFor();

    const voices = (await api('GET', `/v1/voices?voiceName=${encodeURIComponent(VOICE)}`)).data.voices as { id: string; name: string }[];
    const chosen = voices.find((voice) => voice.name === VOICE);
    const agent = await api('GET', `/xiaozhi/agent/${agentId}`);
    expect(agent.data.ttsVoiceId).toBe(chosen?.id);
  });

  it('reaches the user\'s own LLMs from the menu and chooses one in role configuration, marked as private', async () => {
    await page.goto(`${app.baseUrl}/home`);
    await page.getByRole('menuitem', { name: '大模型编辑' }).click();
    await page.waitForURL(/\/llm-edit$/);
    const own = await api('POST', '/v1/models/llm', {
      name: '我的Qwen',
      config: { type: 'openai', base_url: 'https://llm.example.com/v1', model_name: 'qwen-max', api_key: 'sk-e2e-private-key-0001' },
    });
    expect(own.code).toBe(0);
    const agentId = String((await api('POST', '/xiaozhi/agent', { agentName: '私有模型小智' })).data);

    await page.goto(`${app.baseUrl}/role-config?agentId=${agentId}`);
    const llmField = page.locator('.ant-form-item').filter({ hasText: '大语言模型 (LLM)' });
    await expect(llmField.getByRole('link', { name: '添加我自己的大模型' }).getAttribute('href')).resolves.toBe('/llm-edit');
    await expect(page.getByRole('link', { name: '去音色库挑选' }).getAttribute('href')).resolves.toBe('/voice-selection');
    await llmField.locator('.ant-select').click();
    // The list is virtual: the platform's 15 LLMs come first, so search for the private one.
    await llmField.locator('.ant-select input').fill('我的Qwen');
    await page.locator('.ant-select-dropdown:visible').getByTitle('我的Qwen（私有）').click();
    await page.getByRole('button', { name: '保存配置' }).click();
    await page.getByText('所有修改已保存').waitFor();
    expect((await api('GET', `/xiaozhi/agent/${agentId}`)).data.llmModelId).toBe(own.data.id);

    const refused = await api('DELETE', `/v1/models/${String(own.data.id)}`);
    expect(refused).toMatchObject({ code: 613, msg: '模型「我的Qwen」（智能体：私有模型小智）正在使用中，无法删除' });
  });
});
