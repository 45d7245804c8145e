// The knowledge base as a user meets it: create one, upload a PDF and a Markdown file at once and watch them finish,
// edit a segment, find it with a keyword retrieval test, and bind the base to an agent in role configuration; then
// both screens at desktop and phone widths in Chinese and English. A device bound to that agent then gets the base
// from the device server's agent config as xiaozhi-server's search_from_ragflow plugin, whose key finds the edited text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, SimulatedDeviceServer, socketTransport, type RagflowPluginConfig } from '../../apps/server/test/device-simulator.ts';
import { pdfWithPages } from '../../apps/server/test/document-fixtures.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000081';
const BASE = '产品手册';
const MARKDOWN = '# Pairing\n\nHold the power button for five seconds to enter pairing mode.\n\n## Reset\n\nPress reset twice to restore the factory settings.\n';
const EDITED = 'Hold the power button for ten seconds to enter pairing mode; the zebra light blinks.';

/** Dialogs and drawers slide in and out; a screenshot waits until nothing moves. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

interface Envelope {
  code: number;
  msg?: string;
  data: unknown;
}

describe('knowledge base in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;
  let datasetId = '';
  let agentId = '';

  const api = async (method: string, path: string, body?: unknown): Promise<Envelope> => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope;
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', USER, 'KbUser2025x']);
    token = runAdminCli(app, ['token', USER]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates a base, uploads a PDF and a Markdown file, edits a segment, finds it and binds the base to an agent', { timeout: 120_000 }, async () => {
    const screen: Screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto('/datasets');
    await page.getByText('还没有知识库').waitFor();
    await screen.screenshot('datasets-empty-zh_CN-1440');

    await page.getByRole('button', { name: '新建知识库' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('名称').fill(BASE);
    await create.getByLabel('描述').fill('设备说明书与常见问题');
    await create.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.waitForURL(/\/datasets\/[^/]+$/);
    datasetId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    await page.getByText('还没有文档').waitFor();

    // Two files at once, each its own request with its own progress bar.
    await page.getByRole('button', { name: '上传文件' }).first().click();
    const upload = page.getByRole('dialog');
    await upload.locator('input[type=file]').setInputFiles([
      { name: 'manual.pdf', mimeType: 'application/pdf', buffer: pdfWithPages([['Device manual', 'Charge the device for two hours before first use.']]) },
      { name: 'faq.md', mimeType: 'text/markdown', buffer: Buffer.from(MARKDOWN) },
    ]);
    await expect(upload.getByTestId('upload-row').count()).resolves.toBe(2);
    await settled(page);
    await screen.screenshot('dataset-upload-zh_CN-1440', { fullPage: false });
    await upload.getByRole('button', { name: /上传 2 个文件/ }).click();
    await page.getByText('已添加，正在后台处理').waitFor();

    const items = page.getByTestId('document-item');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('document-status').allTextContents(), { timeout: 60_000, interval: 500 }).toEqual(['可用', '可用']);
    await settled(page);
    await screen.screenshot('dataset-detail-zh_CN-1440');

    // The Markdown file's first segment, edited by hand.
    await items.filter({ hasText: 'faq.md' }).getByRole('button', { name: '查看分段' }).click();
    const drawer = page.locator('.ant-drawer');
    const segment = drawer.getByTestId('segment-item').first();
    await segment.waitFor();
    await segment.getByRole('button', { name: /编\s?辑/ }).click();
    const editor = page.locator('.ant-modal').filter({ hasText: '编辑分段 #1' });
    await editor.getByLabel('内容').fill(EDITED);
    await editor.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText('分段已保存并重新索引').waitFor();
    await drawer.getByText(EDITED).waitFor();
    await settled(page);
    await screen.screenshot('dataset-segments-zh_CN-1440', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawer.locator('.ant-drawer-content').waitFor({ state: 'hidden' });

    // Hit testing finds the edited text by keyword, with its score and document.
    await page.getByRole('tab', { name: '召回测试' }).click();
    const test = page.getByRole('form', { name: '召回测试' });
    await test.getByLabel('测试问题').fill('zebra light');
    await test.getByLabel('检索方式').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '关键词检索' }).click();
    await test.getByLabel('相关度阈值').fill('0');
    await test.getByRole('button', { name: /测\s?试/ }).click();
    const hit = page.getByTestId('hit').first();
    await hit.waitFor();
    expect(await hit.textContent()).toContain('faq.md');
    expect(await hit.textContent()).toContain('zebra light blinks');
    expect(await hit.textContent()).toMatch(/相关度 [01]\.\d{2}/);
    await settled(page);
    await screen.screenshot('dataset-retrieval-zh_CN-1440');

    // Role configuration: the base is offered by name and sent as datasetIds with the agent.
    const created = await api('POST', '/xiaozhi/agent', { agentName: '知识库小智' });
    expect(created.code).toBe(0);
    agentId = String(created.data);
    await screen.goto(`/role-config?agentId=${agentId}`);
    await page.getByLabel('使用的知识库').click();
    await page.locator('.ant-select-item-option').filter({ hasText: BASE }).click();
    await page.getByText('有未保存的修改').waitFor();
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled(page);
    await screen.screenshot('role-config-datasets-zh_CN-1440', { fullPage: false });
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/xiaozhi/agent/${agentId}`));
    await page.getByRole('button', { name: '保存配置' }).click();
    expect((await saved).postDataJSON()).toEqual({ datasetIds: [datasetId] });
    await page.getByText('所有修改已保存').waitFor();

    // Stored, not just sent: a fresh load shows the base chosen, and the base's card counts the agent.
    await page.reload({ waitUntil: 'networkidle' });
    const chosen = page.locator('.ant-form-item').filter({ has: page.getByLabel('使用的知识库') });
    await chosen.locator('.ant-select-selection-item').filter({ hasText: BASE }).waitFor();
    expect(await chosen.locator('.ant-select-selection-item').allTextContents()).toEqual([BASE]);
    await page.getByText('所有修改已保存').waitFor();
    await screen.goto('/datasets');
    const card = page.getByTestId('dataset-card').filter({ hasText: BASE });
    await card.getByText('1 个智能体在用').waitFor();
    expect(screen.errors).toEqual([]);
    await screen.close();
  });

  it('hands the base to the device server as search_from_ragflow, whose key finds the edited segment', { timeout: 30_000 }, async () => {
    expect(agentId).not.toBe('');
    const device = new SimulatedDevice(socketTransport(app.baseUrl), { mac: 'a4:cf:12:13:10:81' });
    const unbound = await device.checkIn();
    expect((await api('POST', `/xiaozhi/device/bind/${agentId}/${unbound.json.activation.code}`)).code).toBe(0);

    const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    const config = await deviceServer.agentModels(device.mac, device.clientId);
    expect(config.code).toBe(0);
    const raw = config.data.plugins?.search_from_ragflow as unknown;
    expect(typeof raw).toBe('string');
    const plugin = JSON.parse(raw as string) as RagflowPluginConfig;
    expect(plugin.dataset_ids).toEqual([datasetId]);
    expect(plugin.base_url).toMatch(/^https?:\/\/[^/]+/);
    expect(plugin.api_key).not.toBe('');
    expect(plugin.description).toContain(BASE);

    // What xiaozhi-server's plugin then sends, to the address it was given.
    const response = await fetch(`${plugin.base_url}/api/v1/retrieval`, {
      method: 'POST',
      headers: { authorization: `Bearer ${plugin.api_key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'zebra light', dataset_ids: plugin.dataset_ids }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; data: { chunks: { content: string; dataset_id?: string }[] } };
    expect(answer.code).toBe(0);
    expect(answer.data.chunks.map((chunk) => chunk.content)).toContain(EDITED);
  });

  for (const width of [1440, 390]) {
    it(`shows both screens without sideways scrolling at ${width} px`, { timeout: 60_000 }, async () => {
      expect(datasetId).not.toBe('');
      for (const locale of ['zh_CN', 'en'] as const) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await screen.goto('/datasets');
        await screen.page.getByTestId('dataset-card').first().waitFor();
        await settled(screen.page);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.screenshot(`datasets-${locale}-${width}`);

        await screen.goto(`/datasets/${datasetId}`);
        await screen.page.getByTestId('document-item').first().waitFor();
        await settled(screen.page);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.screenshot(`dataset-detail-${locale}-${width}`);

        const { page } = screen;
        await page.getByRole('tab', { name: locale === 'en' ? 'Retrieval test' : '召回测试' }).click();
        const test = page.getByRole('form', { name: locale === 'en' ? 'Retrieval test' : '召回测试' });
        await test.getByRole('textbox').first().fill('pairing mode');
        await test.getByRole('spinbutton').nth(1).fill('0');
        await test.getByRole('button', { name: locale === 'en' ? 'Test' : /测\s?试/ }).click();
        await page.getByTestId('hit').first().waitFor();
        await settled(page);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.screenshot(`dataset-retrieval-${locale}-${width}`);
        expect(screen.errors).toEqual([]);
        await screen.close();
      }
    });
  }
});
