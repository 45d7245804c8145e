// Voice cloning as a user meets it: without a clone-capable TTS the screen says so; with MiniMax configured (pointed
// at a local server speaking its clone protocol) a slot is created, a sample recorded from Chromium's fake microphone,
// trimmed, sent as 16 kHz WAV and trained to Success with a playable demo; the clone is then chosen as the agent's
// voice. Screenshots at 1440 and 390 px in Chinese and English.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCloneProviders, type FakeCloneProviders } from '../../apps/server/test/fake-clone-providers.ts';
import { SimulatedDevice, SimulatedDeviceServer, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000161';
const MINIMAX = 'TTS_MinimaxStreamTTS';

const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/** What an administrator's MiniMax config holds, with the API address pointed at the fake provider. */
function configureMinimax(dataDir: string, url: string): void {
  const db = new DatabaseSync(join(dataDir, 'vox.db'));
  try {
    const row = db.prepare('SELECT config_json FROM model_configs WHERE id = ?').get(MINIMAX) as { config_json: string };
    const config = { ...JSON.parse(row.config_json), api_url: `${url}/v1/t2a_v2`, api_key: 'mm-e2e-key', group_id: 'g-e2e' };
    db.prepare('UPDATE model_configs SET config_json = ? WHERE id = ?').run(JSON.stringify(config), MINIMAX);
  } finally {
    db.close();
  }
}

describe('voice cloning in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let fake: FakeCloneProviders;
  let token: string;

  const api = async <T = unknown>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg?: string; data: T };
  };

  beforeAll(async () => {
    [app, browser, fake] = await Promise.all([startConsole(), launchBrowser({ fakeMedia: true }), startFakeCloneProviders()]);
    runAdminCli(app, ['create-user', USER, 'CloneUser2025x']);
    token = runAdminCli(app, ['token', USER]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake?.close();
  });

  it('says plainly when no clone-capable TTS is configured', { timeout: 60_000 }, async () => {
    for (const [locale, text, link] of [['zh_CN', '还不能复刻声音', '前往模型配置'], ['en', 'Voice cloning is not set up yet', 'Open model configuration']] as const) {
      const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width: 390 });
      await screen.goto('/voice-clone');
      await screen.page.getByText(text).waitFor();
      expect(await screen.page.getByRole('link', { name: link }).getAttribute('href')).toContain('/model-config');
      await screen.screenshot(`voice-clone-unconfigured-${locale}-390`);
      expect(screen.errors).toEqual([]);
      await screen.close();
    }
  });

  it('records, trims, uploads and trains a clone, then the agent speaks with it', { timeout: 120_000 }, async () => {
    configureMinimax(app.dataDir, fake.url);
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto('/voice-clone');
    await page.getByRole('button', { name: '新建音色' }).click();
    const card = page.getByTestId('voice-clone-card');
    await card.getByText('待训练').waitFor();
    await card.getByRole('button', { name: '去训练' }).click();
    await page.waitForURL(/\/voice-clone-train\?id=/);

    // Chromium's fake microphone: a beep, recorded for a little over 9 seconds.
    await page.getByRole('button', { name: '开始录音' }).click();
    await page.getByText(/已录制 9 秒/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '停止录音' }).click();
    await page.getByRole('img', { name: '音频波形' }).waitFor();
    const length = page.getByTestId('selection-length');
    await length.waitFor();
    // Trim: the start handle moves right by a second (ten steps of 0.1 s).
    const startHandle = page.getByRole('slider').first();
    await startHandle.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    expect(await length.textContent()).toMatch(/^已选 1–9\.\d 秒，共 8\.\d 秒$/);
    await settled(page);
    await screen.screenshot('voice-clone-train-zh_CN-1440', { fullPage: false });

    const sent = page.waitForRequest((request) => request.method() === 'PUT' && /\/v1\/voice-clones\/[0-9a-f]+$/.test(request.url()));
    await page.getByRole('button', { name: '上传并训练' }).click();
    const key = ((await sent).postDataJSON() as { key: string }).key;
    expect(key).toMatch(/^[0-9a-f]{32}\/.+\.wav$/);
    // The upload is the browser's re-encoding: mono 16 kHz WAV of the selection, about 8.x s.
    const upload = fake.calls.find((call) => call.path.startsWith('/v1/files/upload'));
    await page.getByText('复刻成功，可在角色配置中选择这个音色。').waitFor({ timeout: 30_000 });
    const wav = (upload ?? fake.calls.find((call) => call.path.startsWith('/v1/files/upload'))!).body;
    const riff = wav.indexOf('RIFF');
    expect(wav.readUInt16LE(riff + 22)).toBe(1);
    expect(wav.readUInt32LE(riff + 24)).toBe(16000);
    expect(wav.readUInt32LE(riff + 40) / 32000).toBeGreaterThan(8);
    await settled(page);
    await screen.screenshot('voice-clone-train-success-zh_CN-1440', { fullPage: false });

    // The list: a card in state Success with its demo player.
    await screen.goto('/voice-clone');
    await card.getByText('复刻成功').waitFor();
    expect(await card.locator('audio').getAttribute('src')).toMatch(/\/xiaozhi\/v1\/voice-clones\/[0-9a-f]+\/demo\/[0-9a-f]{32}$/);
    await settled(page);
    await screen.screenshot('voice-clone-zh_CN-1440', { fullPage: false });
    expect(screen.errors).toEqual([]);
    await screen.close();

    for (const [locale, width, ready] of [['en', 1440, 'Ready'], ['zh_CN', 390, '复刻成功'], ['en', 390, 'Ready']] as const) {
      const other = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
      await other.goto('/voice-clone');
      await other.page.getByTestId('voice-clone-card').getByText(ready).waitFor();
      expect(await other.overflow()).toBeLessThanOrEqual(0);
      await settled(other.page);
      await other.screenshot(`voice-clone-${locale}-${width}`);
      const cloneId = (await api<{ voices: { id: string }[] }>('GET', '/v1/voice-clones')).data.voices[0]!.id;
      await other.goto(`/voice-clone-train?id=${cloneId}`);
      await other.page.getByRole('button', { name: locale === 'en' ? 'Record' : '开始录音' }).waitFor();
      expect(await other.overflow()).toBeLessThanOrEqual(0);
      await other.screenshot(`voice-clone-train-${locale}-${width}`);
      expect(other.errors).toEqual([]);
      await other.close();
    }

    // The agent's voice: the clone is offered for the MiniMax config and sent to the device server as private_voice.
    const clone = (await api<{ voices: { id: string; name: string }[] }>('GET', '/v1/voice-clones')).data.voices[0]!;
    const agentId = String((await api('POST', '/xiaozhi/agent', { agentName: '克隆小智' })).data);
    expect((await api('PUT', `/xiaozhi/agent/${agentId}`, { ttsModelId: MINIMAX })).code).toBe(0);
    const role = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    await role.goto(`/role-config?agentId=${agentId}`);
    await role.page.getByLabel('音色', { exact: true }).click();
    await role.page.locator('.ant-select-item-option').filter({ hasText: clone.name }).click();
    const saved = role.page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/xiaozhi/agent/${agentId}`));
    await role.page.getByRole('button', { name: '保存配置' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ ttsVoiceId: clone.id });
    await role.page.getByText('所有修改已保存').waitFor();
    await role.close();

    const device = new SimulatedDevice(socketTransport(app.baseUrl), { mac: 'a4:cf:12:16:16:16' });
    const code = (await device.checkIn()).json.activation.code;
    expect((await api('POST', `/xiaozhi/device/bind/${agentId}/${code}`)).code).toBe(0);
    const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    const config = (await deviceServer.agentModels(device.mac, device.clientId)).data as unknown as { TTS: Record<string, { private_voice?: string }> };
    expect(config.TTS[MINIMAX]?.private_voice).toBe(`vox${clone.id}`);
  });
});
