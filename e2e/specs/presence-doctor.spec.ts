// Devices waiting to be bound and the endpoint doctor as people meet them: a user finds their device in the waiting
// list (MAC and code masked), a wrong code is refused in the dialog and the device's own code binds it and shows it
// online; an admin gets the code filled in; the admin's doctor names what is misconfigured and shows what a chosen
// device and its device server are sent. Then both screens at 1440 and 390 px in Chinese and English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000131';
const ADMIN = '+8613800000132';

/** Dialogs slide in and out; a screenshot waits until nothing moves. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

// Retried: in two full CI runs the first binding step timed out while it passes alone and under load; a retry shows
// whether that was the machine (cause still open, see the closing note of stop 23).
describe('pending devices and the endpoint doctor in the browser', { retry: 2 }, () => {
  let app: RunningConsole;
  let browser: Browser;
  let userToken: string;
  let adminToken: string;
  let userAgent: string;
  let adminAgent: string;
  let bound: SimulatedDevice;

  const api = async <T>(token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg?: string; data: T };
  };
  const device = (mac: string, board = 'bread-compact-wifi') => new SimulatedDevice(socketTransport(app.baseUrl), { mac, board, version: '1.6.2' });

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', USER, 'Pending2025x']);
    runAdminCli(app, ['create-user', ADMIN, 'Pending2025x', '--admin']);
    userToken = runAdminCli(app, ['token', USER]);
    adminToken = runAdminCli(app, ['token', ADMIN]);
    userAgent = (await api<string>(userToken, 'POST', '/xiaozhi/agent', { agentName: '客厅小智' })).data;
    adminAgent = (await api<string>(adminToken, 'POST', '/xiaozhi/agent', { agentName: '管理员的小智' })).data;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('binds a waiting device by its own code, and shows it online', { timeout: 60_000 }, async () => {
    bound = device('a4:cf:12:aa:00:01');
    const code = (await bound.checkIn()).json.activation.code;
    const other = device('a4:cf:12:aa:00:02', 'esp-box-3');
    const otherCode = (await other.checkIn()).json.activation.code;
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token: userToken, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto(`/device-management?agentId=${userAgent}`);
    const row = page.getByRole('row').filter({ hasText: 'a4:cf:**:**:00:01' });
    await row.waitFor();
    expect(await page.locator('body').textContent()).not.toContain(code);
    await row.getByRole('button', { name: '把 a4:cf:**:**:00:01 绑定到这个智能体' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('123456').fill(otherCode);
    await dialog.getByRole('button', { name: /^绑\s?定$/ }).click();
    await dialog.getByText(/激活码错误/).waitFor();
    await dialog.getByPlaceholder('123456').fill(code);
    await dialog.getByRole('button', { name: /^绑\s?定$/ }).click();
    await page.getByText('设备已绑定').waitFor();
    const boundRow = page.getByRole('row').filter({ hasText: 'a4:cf:12:aa:00:01' });
    await boundRow.getByText('在线').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'a4:cf:**:**:00:01' }).count()).toBe(0);
    expect(screen.errors).toEqual([]);
    await screen.close();
  });

  it('fills the code in for an admin', { timeout: 60_000 }, async () => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token: adminToken, locale: 'en' });
    const { page } = screen;
    await screen.goto(`/device-management?agentId=${adminAgent}`);
    const row = page.getByRole('row').filter({ hasText: 'a4:cf:12:aa:00:02' });
    await row.getByRole('button', { name: 'Bind a4:cf:12:aa:00:02 to this agent' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByPlaceholder('123456').inputValue()).toMatch(/^\d{6}$/);
    await dialog.getByRole('button', { name: /^Bind$/ }).click();
    await page.getByText('Device bound').waitFor();
    await page.getByRole('row').filter({ hasText: 'a4:cf:12:aa:00:02' }).getByText('Online').waitFor();
    expect(screen.errors).toEqual([]);
    await screen.close();
  });

  it('home shows online out of all devices per agent', { timeout: 60_000 }, async () => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token: userToken, locale: 'zh_CN' });
    await screen.goto('/home');
    await screen.page.getByText('1 / 1').waitFor();
    await screen.close();
  });

  it('the doctor names what is wrong and shows what a chosen device gets', { timeout: 60_000 }, async () => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token: adminToken, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto('/server-side-management');
    await page.getByRole('button', { name: '开始诊断' }).click();
    const findings = page.getByLabel('诊断结果');
    await findings.getByText(/未设置 server\.websocket/).waitFor();
    await page.getByLabel('设备 MAC 地址').fill(bound.mac);
    await page.getByRole('button', { name: '开始诊断' }).click();
    await findings.getByText(`设备服务器为 ${bound.mac} 拉取配置时会收到下面的内容（密钥已打码）。`).waitFor();
    await page.getByText('设备服务器拉取的智能体配置（agent-models）').click();
    await page.getByText('"selected_module"').waitFor();
    await page.getByText(/^OTA 应答（POST/).click();
    await page.getByText('"websocket"').waitFor();
    expect(screen.errors).toEqual([]);
    await screen.close();
  });

  for (const width of [1440, 390]) {
    it(`shows both screens without sideways scrolling at ${width} px`, { timeout: 90_000 }, async () => {
      await device(`a4:cf:12:bb:00:0${width === 1440 ? 1 : 2}`).checkIn();
      for (const locale of ['zh_CN', 'en'] as const) {
        const user = await openScreen(browser, { baseUrl: app.baseUrl, token: userToken, locale, width });
        await user.goto(`/device-management?agentId=${userAgent}`);
        await user.page.getByRole('row').filter({ hasText: 'a4:cf:**:**:00:0' }).first().waitFor();
        await settled(user.page);
        expect(await user.overflow()).toBeLessThanOrEqual(0);
        await user.screenshot(`pending-devices-${locale}-${width}`);
        await user.page.getByRole('button', { name: locale === 'en' ? /to this agent$/ : /绑定到这个智能体$/ }).first().click();
        await user.page.getByRole('dialog').waitFor();
        await settled(user.page);
        await user.screenshot(`pending-bind-dialog-${locale}-${width}`, { fullPage: false });
        await user.goto('/home');
        await user.page.getByText('1 / 1').waitFor();
        await settled(user.page);
        await user.screenshot(`home-presence-${locale}-${width}`, { fullPage: false });
        expect(user.errors).toEqual([]);
        await user.close();

        const admin = await openScreen(browser, { baseUrl: app.baseUrl, token: adminToken, locale, width });
        await admin.goto('/server-side-management');
        await admin.page.getByLabel(locale === 'en' ? 'Device MAC address' : '设备 MAC 地址').fill(bound.mac);
        await admin.page.getByRole('button', { name: locale === 'en' ? 'Run check' : '开始诊断' }).click();
        await admin.page.getByLabel(locale === 'en' ? 'Findings' : '诊断结果').waitFor();
        await settled(admin.page);
        expect(await admin.overflow()).toBeLessThanOrEqual(0);
        await admin.screenshot(`endpoint-doctor-${locale}-${width}`);
        expect(admin.errors).toEqual([]);
        await admin.close();
      }
    });
  }
});
