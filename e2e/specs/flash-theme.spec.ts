// Flashing a theme from the device list: the dialog links the community generator, uploads an assets.bin (checked by
// the server), and the server sets the device's download URL and restarts it through the MQTT gateway (a stand-in on
// loopback); a device the gateway does not know is reported offline. Screenshots at 1440 and 390 px in Chinese and
// English.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsBin } from '../../apps/server/test/assets-bin.ts';
import { SimulatedDevice, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { startFakeMqttGateway, type FakeMqttGateway } from '../../apps/server/test/fake-mqtt-gateway.ts';
import { launchBrowser } from '../support/browser.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const OWNER = '+8613800000181';
const KEY = 'E2E-Gateway-Key';
const ONLINE = 'a4:cf:12:00:18:01';
const OFFLINE = 'a4:cf:12:00:18:02';
const clientIdOf = (mac: string) => `bread-compact-wifi@@@${mac.replaceAll(':', '_')}@@@${mac.replaceAll(':', '_')}`;

function setParams(dataDir: string, values: Record<string, string>): void {
  // The server may be writing (WAL); wait for it rather than fail.
  const db = new DatabaseSync(join(dataDir, 'vox.db'), { timeout: 10_000 });
  try {
    for (const [code, value] of Object.entries(values)) db.prepare('UPDATE sys_params SET param_value = ? WHERE param_code = ?').run(value, code);
  } finally {
    db.close();
  }
}

describe('flash a theme from the device list', () => {
  let app: RunningConsole;
  let browser: Browser;
  let gateway: FakeMqttGateway;
  let token: string;
  let agentId: string;
  let dir: string;
  let themePath: string;

  const api = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg: string; data: T };
  };
  const bind = async (mac: string) => {
    const device = new SimulatedDevice(socketTransport(app.baseUrl), { mac, board: 'bread-compact-wifi', version: '2.0.3' });
    const { json } = await device.checkIn();
    expect((await api('POST', `/xiaozhi/device/bind/${agentId}/${json.activation.code}`)).code).toBe(0);
  };
  const openDialog = async (view: Screen, mac: string, action: string) => {
    await view.goto(`/device-management?agentId=${agentId}`);
    await view.page.getByRole('row', { name: new RegExp(mac) }).getByRole('button', { name: action }).click();
    return view.page.getByRole('dialog');
  };

  beforeAll(async () => {
    [app, browser, gateway] = await Promise.all([
      startConsole(),
      launchBrowser(),
      startFakeMqttGateway(KEY, new Date(), { [clientIdOf(ONLINE)]: [{ name: 'self.get_device_status' }, { name: 'self.assets.set_download_url' }, { name: 'self.reboot' }] }),
    ]);
    setParams(app.dataDir, { 'server.mqtt_manager_api': gateway.api, 'server.mqtt_signature_key': KEY });
    runAdminCli(app, ['create-user', OWNER, 'ThemeUser2025x']);
    token = runAdminCli(app, ['token', OWNER]);
    agentId = (await api<string>('POST', '/xiaozhi/agent', { agentName: '主题测试' })).data;
    await bind(ONLINE);
    await bind(OFFLINE);
    dir = mkdtempSync(join(tmpdir(), 'vox-e2e-theme-'));
    themePath = join(dir, 'assets.bin');
    writeFileSync(themePath, assetsBin([{ name: 'index.json', bytes: Buffer.from('{"theme":"e2e"}') }, { name: 'font.bin', bytes: Buffer.alloc(200_000, 7) }]));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await gateway?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('uploads the theme and puts it on the online device, which is restarted', { timeout: 90_000 }, async () => {
    const view = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    const dialog = await openDialog(view, ONLINE, '刷主题');
    expect(await dialog.getByRole('link', { name: /打开主题生成器/ }).getAttribute('href')).toBe('https://github.com/xinnan-tech/xiaozhi-assets-generator');
    await dialog.locator('input[type=file]').setInputFiles(themePath);
    await dialog.getByRole('button', { name: '刷入主题' }).click();
    await dialog.getByText('设备已收到主题并正在重启', { exact: false }).waitFor();
    await view.screenshot('flash-theme-done-1440-zh_CN', { fullPage: false });
    const calls = gateway.requests.filter((request) => request.body.payload.method === 'tools/call').map((request) => request.body.payload.params);
    expect(calls.map((call) => call.name)).toEqual(['self.assets.set_download_url', 'self.reboot']);
    const url = (calls[0]!.arguments as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${app.baseUrl}/xiaozhi/otaMag/assets/[0-9a-f]{32}\\.bin$`));
    expect((await fetch(url)).status).toBe(200);
    expect(view.errors).toEqual([]);
    await view.close();
  });

  it('says in English that a device the gateway does not know is offline', { timeout: 60_000 }, async () => {
    const view = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'en' });
    const dialog = await openDialog(view, OFFLINE, 'Flash theme');
    await dialog.locator('input[type=file]').setInputFiles(themePath);
    await dialog.getByRole('button', { name: 'Flash theme' }).click();
    await dialog.getByText('The device does not exist or is offline', { exact: false }).waitFor();
    expect(view.errors).toEqual([]);
    await view.close();
  });

  it('fits 1440 and 390 px in Chinese and English', { timeout: 90_000 }, async () => {
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en']) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto(`/device-management?agentId=${agentId}`);
        await view.page.getByText(ONLINE).first().waitFor();
        await expect.poll(() => view.page.locator('.ant-spin-blur').count()).toBe(0);
        await view.screenshot(`flash-theme-list-${width}-${locale}`);
        const dialog = await openDialog(view, ONLINE, locale === 'en' ? 'Flash theme' : '刷主题');
        await dialog.locator('input[type=file]').setInputFiles(themePath);
        await view.page.locator('.ant-modal').evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)));
        await view.screenshot(`flash-theme-dialog-${width}-${locale}`, { fullPage: false });
        expect(await view.overflow(), `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors).toEqual([]);
        await view.close();
      }
    }
  });
});
