// Voiceprints as a user meets them: first the screens explain that an administrator must set server.voice_print;
// once set (a fake voiceprint-api on this machine), a speaker is registered from one of the agent's recent user
// utterances (played in the picker), the device server's agent-models names them, a second registration of the same
// voice is refused in words, the speaker a report names shows in chat history; then the screens at desktop and phone
// widths in Chinese and English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, SimulatedDeviceServer, socketTransport, wavBytes } from '../../apps/server/test/device-simulator.ts';
import { lanAddress } from '../../apps/server/test/fake-device-server.ts';
import { startFakeVoiceprintServer, type FakeVoiceprintServer } from '../../apps/server/test/fake-voiceprint-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000097';
const ADMIN = '+8613800000098';
const SAME_VOICE = wavBytes(3200, 7);

/** Dialogs slide in and out; a screenshot waits until nothing moves. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/**
 * Chooses an utterance in the dialog's select, opening it again as often as it closed: after a clip played, the list
 * may close or keep moving while it re-renders (two full CI runs timed out clicking into it).
 */
async function chooseUtterance(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const option = page.locator('.ant-select-item-option').filter({ hasText: text });
  for (let attempt = 1; ; attempt++) {
    if (!(await option.isVisible())) await dialog.getByLabel('声纹向量').click();
    try {
      await option.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

describe('voiceprints in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let fake: FakeVoiceprintServer;
  let token: string;
  let adminToken: string;
  let agentId: string;
  let device: SimulatedDevice;
  let deviceServer: SimulatedDeviceServer;

  const api = async (method: string, path: string, body?: unknown, bearer = token) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg?: string; data: unknown };
  };

  const say = (content: string, wav: Buffer, offset: number) =>
    deviceServer.report({ macAddress: device.mac, sessionId: 'vp-session', chatType: 1, content, audioBase64: wav.toString('base64'), reportTime: Math.floor(Date.now() / 1000) + offset });

  beforeAll(async () => {
    [app, browser, fake] = await Promise.all([startConsole(), launchBrowser(), startFakeVoiceprintServer(lanAddress())]);
    runAdminCli(app, ['create-user', USER, 'Voiceprint2025x']);
    runAdminCli(app, ['create-user', ADMIN, 'Voiceprint2025x', '--admin']);
    token = runAdminCli(app, ['token', USER]);
    adminToken = runAdminCli(app, ['token', ADMIN]);
    agentId = String((await api('POST', '/xiaozhi/agent', { agentName: '家庭小智' })).data);
    expect((await api('PUT', `/xiaozhi/agent/${agentId}`, { memModelId: 'Memory_mem_local_short', chatHistoryConf: 2 })).code).toBe(0);
    device = new SimulatedDevice(socketTransport(app.baseUrl), { mac: 'a4:cf:12:55:66:97' });
    const code = (await device.checkIn()).json.activation.code;
    expect((await api('POST', `/xiaozhi/device/bind/${agentId}/${code}`)).code).toBe(0);
    deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    await say('今天天气怎么样', SAME_VOICE, 0);
    await say('{"speaker":"未知","content":"帮我讲个恐龙的故事"}', wavBytes(3200, 99), 1);
    await say('我还是刚才那个人', SAME_VOICE, 2);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake?.close();
  });

  it('explains how to set server.voice_print while it is unset, and the routes answer 10054', { timeout: 60_000 }, async () => {
    expect(await api('GET', `/xiaozhi/agent/voice-print/list/${agentId}`)).toMatchObject({ code: 10054 });
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en'] as const) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await screen.goto('/voiceprint-role');
        await screen.page.getByTestId('voiceprint-setup').waitFor();
        expect(await screen.page.getByTestId('voiceprint-setup').textContent()).toContain('server.voice_print');
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.screenshot(`voiceprint-setup-${locale}-${width}`);
        await screen.goto(`/voiceprint-list?agentId=${agentId}`);
        await screen.page.getByTestId('voiceprint-setup').waitFor();
        expect(screen.errors).toEqual([]);
        await screen.close();
      }
    }
  });

  it('registers a speaker from a played utterance; the device server gets it; the same voice again is refused', { timeout: 90_000 }, async () => {
    const { data: params } = (await api('GET', '/xiaozhi/admin/params/page?page=1&limit=10&paramCode=server.voice_print', undefined, adminToken)) as { data: { list: { id: string; paramCode: string; valueType: string }[] } };
    const row = params.list.find((param) => param.paramCode === 'server.voice_print')!;
    const set = await api('PUT', '/xiaozhi/admin/params', { id: row.id, paramCode: row.paramCode, paramValue: fake.paramUrl, valueType: row.valueType }, adminToken);
    expect(set).toMatchObject({ code: 0 });

    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto('/voiceprint-role');
    await page.getByRole('row').filter({ hasText: '家庭小智' }).getByRole('button', { name: '管理声纹' }).click();
    await page.waitForURL(/\/voiceprint-list\?agentId=/);
    await page.getByText('这个智能体还没有声纹').waitFor();

    await page.getByRole('button', { name: /新增声纹/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('声纹向量').click();
    const option = page.locator('.ant-select-item-option').filter({ hasText: '帮我讲个恐龙的故事' });
    await option.waitFor();
    // The speaker report's JSON is shown as its plain content.
    expect(await page.locator('.ant-select-item-option').filter({ hasText: '"speaker"' }).count()).toBe(0);
    const played = page.waitForResponse((response) => response.url().includes('/xiaozhi/agent/play/'));
    await option.getByRole('button', { name: '播放' }).click();
    expect((await played).headers()['content-type']).toContain('audio/wav');
    // Playing moves focus into the list; on a slow run the select may close meanwhile, or still be sliding open.
    await chooseUtterance(page, '今天天气怎么样');
    await dialog.getByLabel('姓名').fill('小明');
    await dialog.getByLabel('描述').fill('家里的大儿子，喜欢恐龙');
    await settled(page);
    await screen.screenshot('voiceprint-dialog-zh_CN-1440', { fullPage: false });
    await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
    await page.getByText('声纹已登记').waitFor();
    await page.getByRole('row').filter({ hasText: '小明' }).waitFor();
    expect(fake.speakers.size).toBe(1);
    expect(fake.calls.map((call) => call.authorization)).toContain(`Bearer ${fake.key}`);

    const config = await deviceServer.agentModels(device.mac, device.clientId);
    expect(config.data.voiceprint).toEqual({ url: fake.paramUrl, speakers: [expect.stringMatching(/^[^,]+,小明,家里的大儿子，喜欢恐龙$/)], similarity_threshold: 0.4 });

    // The same voice (same bytes to the fake service) under another name: identify says it is 小明.
    await page.getByRole('button', { name: /新增声纹/ }).click();
    await dialog.getByLabel('声纹向量').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '我还是刚才那个人' }).click();
    await dialog.getByLabel('姓名').fill('小红');
    await dialog.getByLabel('描述').fill('女儿');
    await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
    await dialog.getByTestId('voiceprint-refused').getByText('此声音已注册为声纹“小明”，未保存').waitFor();
    expect(fake.speakers.size).toBe(1);
    await dialog.getByRole('button', { name: /取\s?消|Cancel/ }).click();
    expect(screen.errors).toEqual([]);
    await screen.close();
  });

  it('shows the speaker a report names beside the message in chat history', { timeout: 60_000 }, async () => {
    await deviceServer.report({ macAddress: device.mac, sessionId: 'vp-session', chatType: 1, content: '{"speaker":"小明","content":"我想听恐龙的故事"}', reportTime: Math.floor(Date.now() / 1000) + 5 });
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    await screen.goto('/home');
    await screen.page.getByRole('button', { name: '聊天记录' }).first().click();
    const dialog = screen.page.getByRole('dialog');
    await dialog.getByText(/条消息/).first().click();
    const message = dialog.locator('[data-chat-role="user"]').filter({ hasText: '我想听恐龙的故事' });
    await message.waitFor();
    expect(await message.textContent()).toContain('小明');
    expect(await message.textContent()).not.toContain('"speaker"');
    await settled(screen.page);
    await screen.screenshot('voiceprint-chat-speaker-zh_CN-1440', { fullPage: false });
    await screen.close();
  });

  for (const width of [390, 1440]) {
    it(`shows the role and list screens without sideways scrolling at ${width} px`, { timeout: 60_000 }, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await screen.goto('/voiceprint-role');
        await screen.page.getByRole('row').filter({ hasText: '家庭小智' }).waitFor();
        await settled(screen.page);
        await screen.screenshot(`voiceprint-role-${locale}-${width}`);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.goto(`/voiceprint-list?agentId=${agentId}`);
        await screen.page.getByRole('row').filter({ hasText: '小明' }).waitFor();
        await settled(screen.page);
        await screen.screenshot(`voiceprint-list-${locale}-${width}`);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.page.getByRole('button', { name: locale === 'en' ? 'Edit' : /编\s?辑/ }).first().click();
        await screen.page.getByRole('dialog').waitFor();
        await settled(screen.page);
        await screen.screenshot(`voiceprint-edit-${locale}-${width}`, { fullPage: false });
        expect(screen.errors).toEqual([]);
        await screen.close();
      }
    });
  }
});
