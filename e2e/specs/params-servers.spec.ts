// The admin saves server.websocket: a dead address is refused with the live check's explanation and nothing
// changes; a working one is saved, and the device server it names then receives a restart from the console.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanAddress, startFakeDeviceServer, type FakeDeviceServer } from '../../apps/server/test/fake-device-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000051';

describe('params and device servers in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let page: Page;
  let token: string;
  let deviceServer: FakeDeviceServer;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    deviceServer = await startFakeDeviceServer('answer');
    runAdminCli(app, ['create-user', ADMIN, 'Params2025x', '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
    page = (await openScreen(browser, { baseUrl: app.baseUrl, token })).page;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await deviceServer?.close();
  });

  const editWebsocket = async (value: string) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('参数值').fill(value);
    await dialog.getByRole('button', { name: /保\s?存$/ }).click();
  };

  it('refuses a WebSocket address that does not answer, explaining why, and keeps the old value', async () => {
    await page.goto(`${app.baseUrl}/params-management?paramCode=server.websocket`);
    await page.getByRole('row', { name: /server\.websocket/ }).getByRole('button', { name: /^编\s?辑$/ }).click();
    // Port 1 (tcpmux) has no listener on these machines: refused every time, where a freshly closed ephemeral port
    // can be taken again by another test's server before the check connects.
    const dead = `ws://${lanAddress()}:1/xiaozhi/v1/`;
    await editWebsocket(dead);
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`WebSocket 地址 ${dead} 连接测试失败`);
    expect(await alert.textContent()).toContain('连接被拒绝');
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    expect(paramValue(app.dataDir, 'server.websocket')).toBe('null');
  });

  it('saves a reachable address once it is fixed', async () => {
    await editWebsocket(deviceServer.url);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /server\.websocket/ }).getByText(deviceServer.url).waitFor();
    expect(paramValue(app.dataDir, 'server.websocket')).toBe(deviceServer.url);
    expect(deviceServer.handshakes.length).toBeGreaterThan(0);
  });

  it('restarts that device server from the server-side page and shows its confirmation', async () => {
    await page.goto(`${app.baseUrl}/server-side-management`);
    const card = page.locator('.ant-card').filter({ has: page.locator('code', { hasText: deviceServer.url }) });
    await card.waitFor();
    await card.locator('button').filter({ hasText: /重\s?启/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /^确\s?定$/ }).click();
    await card.getByText('设备服务器已确认重启').waitFor();
    expect(deviceServer.received.at(-1)).toMatchObject({ type: 'server', action: 'restart', content: { secret: paramValue(app.dataDir, 'server.secret') } });
  });

  it('fits 1440 and 390 px in zh_CN and en without sideways scrolling or errors', async () => {
    const ready = { 'params-management?paramCode=server.&limit=30&sort=valueType.ascend': 'server.websocket', 'server-side-management': deviceServer.url };
    for (const [path, marker] of Object.entries(ready)) {
      for (const width of [1440, 390]) {
        for (const locale of ['zh_CN', 'en'] as const) {
          const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
          await view.goto(`/${path}`);
          await view.page.getByText(marker, { exact: true }).first().waitFor();
          const overflow = await view.overflow();
          await view.screenshot(`${path.split('?')[0]}-${width}-${locale}`);
          expect(overflow, `${path} ${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
          expect(view.errors, `${path} ${width} ${locale} logged errors`).toEqual([]);
          await view.close();
        }
      }
    }
  });
});
