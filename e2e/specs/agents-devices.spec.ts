// A real device's life in the console: the firmware checks in, the owner binds its code in the browser,
// the device server fetches the agent's config and reports a conversation, the owner reads and hears it.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, SimulatedDeviceServer, socketTransport, wavBytes } from '../../apps/server/test/device-simulator.ts';
import { startFakeLlm } from '../../apps/server/test/fake-llm.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { chooseOption, createAgentOnHome, openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const OWNER = '+8613800000021';
const AGENT = '客厅小智';

describe('agents and devices in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let page: Page;
  let device: SimulatedDevice;
  let ownerToken: string;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', OWNER, 'Agents2025x']);
    const token = runAdminCli(app, ['token', OWNER]);
    ownerToken = token;
    page = (await openScreen(browser, { baseUrl: app.baseUrl, token })).page;
    device = new SimulatedDevice(socketTransport(app.baseUrl), { mac: 'a4:cf:12:34:56:78', board: 'bread-compact-wifi', version: '1.6.2' });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates an agent from the home page', async () => {
    await page.goto(`${app.baseUrl}/home`);
    await createAgentOnHome(page, AGENT);
  });

  it('binds the code an unbound device announces, and the device then gets its websocket', async () => {
    const first = await device.checkIn();
    expect(first.json.websocket).toBeUndefined();
    const code = first.json.activation.code;
    expect(code).toMatch(/^\d{6}$/);
    expect((await device.activate(first.json.activation.challenge)).status).toBe(202);

    await page.getByRole('button', { name: /设备 \(0\)/ }).click();
    await page.waitForURL(/\/device-management\?agentId=/);
    await page.getByRole('button', { name: '激活码绑定' }).first().click();
    await page.getByRole('dialog').getByPlaceholder('123456').fill(code);
    await page.getByRole('dialog').getByRole('button', { name: /^绑\s?定$/ }).click();
    await page.getByText('a4:cf:12:34:56:78').first().waitFor();

    const second = await device.checkIn();
    expect(second.json.activation).toBeUndefined();
    expect(second.json.websocket.url).toMatch(/^wss?:\/\//);
    expect(second.json.websocket.token).toMatch(/\./);
    expect((await device.activate()).status).toBe(200);
  });

  it('keeps text and audio once the owner turns chat history on', async () => {
    await page.goto(`${app.baseUrl}/home`);
    await page.getByRole('button', { name: '配置角色' }).first().click();
    await page.waitForURL(/\/role-config\?agentId=/);
    await chooseOption(page, page.locator('.ant-form-item').filter({ hasText: '记忆模型' }).locator('.ant-select'), '本地短期记忆');
    await page.getByLabel('文字和语音').check();
    await page.getByRole('button', { name: '保存配置' }).click();
    await page.getByText('配置已保存').waitFor();
  });

  it('shows the reported conversation in order and plays its audio', async () => {
    const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    const config = await deviceServer.agentModels(device.mac, device.clientId);
    expect(config.code).toBe(0);
    expect(config.data.selected_module).toBeDefined();

    const sessionId = 'e2e-session-1';
    const reportTime = Math.floor(Date.now() / 1000);
    const userTurn = { macAddress: device.mac, sessionId, chatType: 1 as const, content: '今天天气怎么样', reportTime };
    expect((await deviceServer.report({ ...userTurn, audioBase64: wavBytes(1600).toString('base64') })).code).toBe(0);
    expect((await deviceServer.report({ ...userTurn, chatType: 2, content: '今天晴，最高二十六度。', reportTime: reportTime + 2 })).code).toBe(0);

    await page.goto(`${app.baseUrl}/home`);
    await page.getByRole('button', { name: '聊天记录' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('2 条消息').click();
    await dialog.getByText('今天天气怎么样').waitFor();
    await dialog.getByText('今天晴，最高二十六度。').waitFor();
    const question = await dialog.getByText('今天天气怎么样').boundingBox();
    const answer = await dialog.getByText('今天晴，最高二十六度。').boundingBox();
    expect(question!.y).toBeLessThan(answer!.y);

    const played = page.waitForResponse((response) => response.url().includes('/xiaozhi/agent/play/'));
    await dialog.getByRole('button', { name: '播放语音' }).first().click();
    const audio = await played;
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toContain('audio/wav');
  });

  it('sums up the owner’s agents, devices and last 30 days of conversations above the cards on home', async () => {
    const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    const now = Math.floor(Date.now() / 1000);
    // [days ago, messages]: five more sessions with 15 messages, beside today's one with 2.
    const earlier = [[1, 3], [2, 1], [4, 5], [7, 2], [12, 4]] as const;
    for (const [daysAgo, messages] of earlier) {
      for (let turn = 0; turn < messages; turn++) {
        const report = { macAddress: device.mac, sessionId: `e2e-day-${daysAgo}`, chatType: turn % 2 === 0 ? (1 as const) : (2 as const), content: `第 ${turn + 1} 句` };
        expect((await deviceServer.report({ ...report, reportTime: now - daysAgo * 86_400 + turn })).code).toBe(0);
      }
    }

    await page.goto(`${app.baseUrl}/home`);
    const overview = page.getByRole('region', { name: '概览' });
    await overview.getByRole('img', { name: '近 30 天共 6 次对话、17 条消息' }).waitFor();
    const stat = (title: string) => overview.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) }).locator('.ant-statistic-content').textContent();
    expect(await stat('智能体')).toBe('1');
    expect(await stat('设备')).toBe('1');
    // The device server's reports just now are the device's last contact.
    expect(await stat('在线设备')).toBe('1/ 1');
    expect(await stat('近 30 天对话')).toBe('6');
    await overview.getByText('共 17 条消息').waitFor();
    // The chart is SVG: a bar for each day with conversations.
    expect(await overview.locator('svg[role="img"] rect').count()).toBeGreaterThanOrEqual(6);

    for (const locale of ['zh_CN', 'en'] as const) {
      for (const width of [1440, 390] as const) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, token: ownerToken, width, locale });
        await view.goto('/home');
        const chart = view.page.getByRole('region', { name: locale === 'en' ? 'Overview' : '概览' }).locator('svg[role="img"]').first();
        await chart.waitFor();
        // Today's tooltip on the wide screens.
        const box = (await chart.boundingBox())!;
        if (width === 1440) {
          await view.page.mouse.move(box.x + box.width - 40, box.y + box.height / 2);
          await view.page.getByRole('tooltip').waitFor();
        }
        await view.screenshot(`home-overview-${width}-${locale}`);
        expect(await view.overflow(), `home ${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors, `home ${width} ${locale} logged errors`).toEqual([]);
        await view.close();
      }
    }
  });

  it('titles a session through the agent’s small LLM when the device server asks, and shows the title in the session list', async () => {
    const fake = await startFakeLlm();
    try {
      fake.answer = () => '周末去公园野餐的计划';
      const api = async (token: string, method: string, path: string, body?: unknown) => {
        const response = await fetch(`${app.baseUrl}/xiaozhi${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return (await response.json()) as { code: number; data: unknown };
      };
      // An administrator adds the small LLM; the owner picks it for the agent.
      runAdminCli(app, ['create-user', '+8613800000022', 'AgentsAdmin2025x', '--admin']);
      const admin = runAdminCli(app, ['token', '+8613800000022']);
      const configJson = { type: 'openai', base_url: fake.base, model_name: 'tiny', api_key: 'sk-e2e' };
      expect(await api(admin, 'POST', '/models/LLM/openai', { id: 'LLM_E2eSmall', modelName: 'E2E 小模型', configJson })).toMatchObject({ code: 0 });
      const agents = (await api(ownerToken, 'GET', '/agent/list')).data as { id: string }[];
      expect(await api(ownerToken, 'PUT', `/agent/${agents[0]!.id}`, { slmModelId: 'LLM_E2eSmall' })).toMatchObject({ code: 0 });

      const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
      const sessionId = 'e2e-titled';
      const reportTime = Math.floor(Date.now() / 1000);
      expect((await deviceServer.report({ macAddress: device.mac, sessionId, chatType: 1, content: '这个周末我想带孩子去公园野餐', reportTime })).code).toBe(0);
      expect((await deviceServer.report({ macAddress: device.mac, sessionId, chatType: 2, content: '好主意，记得带上垫子和水果。', reportTime: reportTime + 2 })).code).toBe(0);
      expect(await deviceServer.chatTitle(sessionId)).toMatchObject({ code: 0, data: null });
      await expect.poll(() => fake.seen.length, { timeout: 10_000 }).toBe(1);

      for (const locale of ['zh_CN', 'en'] as const) {
        for (const width of [1440, 390] as const) {
          const view = await openScreen(browser, { baseUrl: app.baseUrl, token: ownerToken, width, locale });
          await view.goto('/home');
          await view.page.getByRole('button', { name: locale === 'en' ? 'History' : '聊天记录' }).first().click();
          const title = view.page.getByRole('dialog').getByText('周末去公园野餐的计划');
          await title.waitFor();
          // Let the dialog's (or the phone drawer's) entry animation finish before the picture.
          await view.page.waitForTimeout(800);
          await view.screenshot(`chat-session-title-${width}-${locale}`, { fullPage: false });
          expect(view.errors, `chat history ${width} ${locale} logged errors`).toEqual([]);
          await view.close();
        }
      }
    } finally {
      await fake.close();
    }
  });

  it('shows chat times on the browser’s clock, in the download too, and on Beijing time once chosen', async () => {
    const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    // 10:41:07 UTC: 18:41 in Beijing (the wire's GMT+8), 05:41 in New York.
    const reportTime = Date.UTC(2026, 2, 5, 10, 41, 7) / 1000;
    expect((await deviceServer.report({ macAddress: device.mac, sessionId: 'e2e-clock', chatType: 1, content: '几点了', reportTime })).code).toBe(0);

    const newYork = await openScreen(browser, { baseUrl: app.baseUrl, token: ownerToken, timezoneId: 'America/New_York' });
    await newYork.goto('/home');
    await newYork.page.getByRole('button', { name: '聊天记录' }).first().click();
    const dialog = newYork.page.getByRole('dialog');
    await dialog.getByText('2026-03-05 05:41').first().click();
    await dialog.getByText('几点了').waitFor();
    await dialog.getByRole('separator').filter({ hasText: '2026-03-05 05:41' }).waitFor();

    const downloading = newYork.page.waitForEvent('download');
    await dialog.getByRole('button', { name: /下载本会话$/ }).click();
    const text = await readFile((await (await downloading).path())!, 'utf8');
    expect(text).toBe('[2026-03-05 05:41:07] 用户: 几点了\n');

    await newYork.page.keyboard.press('Escape');
    await newYork.page.getByRole('button', { name: '账户菜单（+8613800000021）' }).hover();
    await newYork.page.getByRole('menuitem', { name: '时区' }).hover();
    await newYork.page.getByRole('menuitem', { name: '北京时间（Asia/Shanghai）' }).click();
    await newYork.page.getByRole('button', { name: '聊天记录' }).first().click();
    await newYork.page.getByRole('dialog').getByText('2026-03-05 18:41').first().waitFor();
    await newYork.close();
  });
});
