// The admin uploads a firmware image in the browser, watching its progress; a device of that board checks in,
// is offered the newer version and downloads exactly the uploaded bytes.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { launchBrowser } from '../support/browser.ts';
import { openScreen, saveScreenshot } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000041';
const FIRMWARE = 'E2E Box 固件';
const IMAGE_BYTES = 6 * 1024 * 1024;

describe('firmware upload and OTA delivery', () => {
  let app: RunningConsole;
  let browser: Browser;
  let page: Page;
  let token: string;
  let dir: string;
  let imagePath: string;
  let imageMd5: string;

  const api = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg: string; data: T };
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, 'Firmware2025x', '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
    dir = mkdtempSync(join(tmpdir(), 'vox-e2e-image-'));
    const image = randomBytes(IMAGE_BYTES);
    imageMd5 = createHash('md5').update(image).digest('hex');
    imagePath = join(dir, 'box-1.10.0.bin');
    writeFileSync(imagePath, image);
    page = (await openScreen(browser, { baseUrl: app.baseUrl, token })).page;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('uploads an image in the browser with a progress bar, then saves it for a board type', async () => {
    await page.goto(`${app.baseUrl}/ota-management`);
    await page.getByRole('button', { name: '新增固件' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('固件名称').fill(FIRMWARE);
    // The board list is long and virtual: narrow it by typing, as a person would.
    await dialog.getByLabel('固件类型').fill('ESP BOX 3');
    await page.locator('.ant-select-dropdown').getByTitle('ESP BOX 3', { exact: true }).click();
    await dialog.getByLabel('版本号').fill('1.10.0');

    // A slow uplink, so the bar has to pass through values between 0 and 100.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1.5 * 1024 * 1024 });
    await dialog.locator('input[type=file]').setInputFiles(imagePath);
    const bar = dialog.getByRole('progressbar');
    await page.waitForFunction(() => {
      const value = Number(document.querySelector('[role=dialog] [role=progressbar]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await saveScreenshot(page, 'ota-management-uploading-1440-zh_CN');
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await dialog.getByText(`MD5 ${imageMd5}`, { exact: false }).waitFor();

    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    const row = page.getByRole('row', { name: new RegExp(FIRMWARE) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('6 MB');
    expect(await row.textContent()).toContain('ESP BOX 3');
  });

  it('offers the new version to an auto-updating device of that board, which downloads the same bytes', async () => {
    const device = new SimulatedDevice(socketTransport(app.baseUrl), { mac: 'a4:cf:12:77:88:99', board: 'esp-box-3', version: '1.9.3' });
    const unbound = await device.checkIn();
    const agent = await api<string>('POST', '/xiaozhi/agent', { agentName: '固件测试' });
    expect((await api('POST', `/xiaozhi/device/bind/${agent.data}/${unbound.json.activation.code}`)).code).toBe(0);

    const { firmware } = (await device.checkIn()).json;
    expect(firmware.version).toBe('1.10.0');
    expect(firmware.url).toMatch(new RegExp(`^${app.baseUrl}/xiaozhi/otaMag/download/[0-9a-f-]{36}$`));
    const download = await fetch(firmware.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(IMAGE_BYTES));
    expect(download.headers.get('content-disposition')).toContain('esp-box-3_1.10.0.bin');
    expect(createHash('md5').update(Buffer.from(await download.arrayBuffer())).digest('hex')).toBe(imageMd5);

    device.version = '1.10.0';
    expect((await device.checkIn()).json.firmware).toEqual({ version: '1.10.0', url: '' });
  });

  it('fits 1440 and 390 px in Chinese and English', async () => {
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en']) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto('/ota-management?sort=version.descend');
        await view.page.getByText(FIRMWARE).first().waitFor();
        await view.screenshot(`ota-management-${width}-${locale}`);
        await view.page.getByRole('button', { name: locale === 'en' ? 'Add firmware' : '新增固件' }).click();
        await view.page.getByRole('dialog').getByText(locale === 'en' ? 'Firmware file' : '固件文件', { exact: true }).waitFor();
        // Let the dialog's opening animation finish before the picture is taken.
        await view.page.locator('.ant-modal').evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)));
        await view.screenshot(`ota-management-dialog-${width}-${locale}`);
        const overflow = await view.overflow();
        expect(overflow, `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors).toEqual([]);
        await view.close();
      }
    }
  });
});
