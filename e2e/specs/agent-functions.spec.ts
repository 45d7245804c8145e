// The role configuration's function dialog against the real server: a seeded plugin with a parameter and one of the
// user's knowledge bases are picked in the dialog, saved, still there after a reload, and the device server's
// agent-models answer for a bound device carries both. Screenshots at desktop and phone widths in Chinese and English.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, SimulatedDeviceServer, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000091';
const AGENT = '书房小智';
const BASE = '家电说明书';
const SHOTS = process.env.FUNCTION_DIALOG_SHOTS ?? 'screenshots/function-dialog';

/** Dialogs slide in and out; a screenshot waits until nothing moves. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

describe('function dialog in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;
  let agentId = '';
  let datasetId = '';
  let device: SimulatedDevice;

  const api = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', USER, 'FnUser2025x']);
    token = runAdminCli(app, ['token', USER]);
    const created = await api('POST', '/xiaozhi/agent', { agentName: AGENT });
    expect(created.code).toBe(0);
    agentId = String(created.data);
    const dataset = await api('POST', '/v1/datasets', { name: BASE });
    datasetId = String(dataset.id ?? (dataset.data as { id?: string } | undefined)?.id);
    expect(datasetId).toMatch(/\w/);

    device = new SimulatedDevice(socketTransport(app.baseUrl), { mac: 'a4:cf:12:aa:bb:91', board: 'bread-compact-wifi', version: '1.6.2' });
    const first = await device.checkIn();
    await device.activate(first.json.activation.challenge);
    expect((await api('POST', `/xiaozhi/device/bind/${agentId}/${first.json.activation.code}`)).code).toBe(0);
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('picks a plugin with a parameter and a knowledge base, saves, and both are there after a reload', { timeout: 120_000 }, async () => {
    const screen: Screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto(`/role-config?agentId=${agentId}`);
    await page.getByRole('button', { name: '编辑功能' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: '天气查询' }).check();
    const city = dialog.getByLabel('默认查询城市');
    expect(await city.inputValue()).toBe('广州');
    await city.fill('深圳');
    await dialog.getByRole('checkbox', { name: BASE }).check();
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The knowledge base picked in the dialog is the datasets section's choice too.
    const datasets = page.locator('.ant-form-item').filter({ hasText: '使用的知识库' });
    await datasets.locator('.ant-select-selection-item').filter({ hasText: BASE }).waitFor();
    await page.getByRole('button', { name: '保存配置' }).click();
    await page.getByText('配置已保存').waitFor();

    await page.reload({ waitUntil: 'networkidle' });
    const chips = page.getByRole('list', { name: '已选功能' });
    await chips.getByText('天气查询').waitFor();
    await chips.getByText(`知识库 · ${BASE}`).waitFor();
    await datasets.locator('.ant-select-selection-item').filter({ hasText: BASE }).waitFor();
    await page.getByRole('button', { name: '编辑功能' }).click();
    expect(await dialog.getByRole('checkbox', { name: '天气查询' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: BASE }).isChecked()).toBe(true);
    await dialog.getByRole('list', { name: '可用的插件和知识库' }).getByText('天气查询').click();
    expect(await dialog.getByLabel('默认查询城市').inputValue()).toBe('深圳');
    expect(screen.errors).toEqual([]);
    await screen.close();
  });

  it('serves the plugin and the knowledge base to the device server for the bound device', async () => {
    const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    const config = await deviceServer.agentModels(device.mac, device.clientId);
    expect(config.code).toBe(0);
    const plugins = config.data.plugins as unknown as Record<string, string>;
    expect(JSON.parse(plugins.get_weather!)).toMatchObject({ default_location: '深圳', api_host: 'mj7p3y7naa.re.qweatherapi.com' });
    expect(JSON.parse(plugins.search_from_ragflow!)).toMatchObject({ dataset_ids: [datasetId] });
  });

  it('fits desktop and phone widths in Chinese and English', { timeout: 120_000 }, async () => {
    for (const locale of ['zh_CN', 'en'] as const) {
      for (const width of [1440, 390] as const) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        const { page } = screen;
        await screen.goto(`/role-config?agentId=${agentId}`);
        const section = page.locator('.ant-card').filter({ hasText: locale === 'en' ? 'Functions (plugins)' : '功能/插件' });
        // Seeded plugins are named in the display language.
        const weather = locale === 'en' ? 'Weather' : '天气查询';
        await section.getByText(weather, { exact: true }).waitFor();
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/section-${locale}-${width}.png` });
        await section.getByRole('button', { name: locale === 'en' ? 'Edit functions' : '编辑功能' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(weather, { exact: true }).first().click();
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/dialog-${locale}-${width}.png` });
        const box = (await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(width);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        expect(screen.errors).toEqual([]);
        await screen.close();
      }
    }
  });
});
