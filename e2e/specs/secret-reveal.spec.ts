// The admin reveals server.secret on the params screen: a wrong password is refused in the page's language, the
// right one shows the stored value, Copy puts exactly it on the clipboard, and closing hides it again. The
// device-server screen says where the secret goes in xiaozhi-server's config and leads to that reveal.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000071';
const PASSWORD = 'Reveal2025x';

const TEXT = {
  zh_CN: { reveal: /^查\s?看$/, wrong: '密码错误，请输入当前登录账号的密码', copy: /^复\s?制$/, close: /^关\s?闭$/, copied: '已复制到剪贴板', connect: '将 xiaozhi-server 连接到智控台', goReveal: '查看并复制 server.secret' },
  en: { reveal: /^Reveal$/, wrong: 'Wrong password: enter the password of the account you are signed in with', copy: /^Copy$/, close: /^Close$/, copied: 'Copied to the clipboard', connect: 'Connect xiaozhi-server to this console', goReveal: 'Reveal and copy server.secret' },
} as const;

async function raiseLoginLimit(app: RunningConsole, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const page = (await (await fetch(`${app.baseUrl}/xiaozhi/admin/params/page?paramCode=rate_limit.login`, { headers })).json()) as {
    data: { list: { id: string; paramCode: string; valueType: string; remark: string | null }[] };
  };
  const row = page.data.list.find((item) => item.paramCode === 'rate_limit.login')!;
  const body = JSON.stringify({ id: row.id, paramCode: row.paramCode, paramValue: '100', valueType: row.valueType, remark: row.remark });
  const saved = (await (await fetch(`${app.baseUrl}/xiaozhi/admin/params`, { method: 'PUT', headers, body })).json()) as { code: number };
  if (saved.code !== 0) throw new Error(`could not raise rate_limit.login: ${JSON.stringify(saved)}`);
}

describe('revealing and copying a secret param in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;
  let secret: string;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, PASSWORD, '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
    secret = paramValue(app.dataDir, 'server.secret');
    // Every reveal counts into rate_limit.login (10 a minute per address and account); this file makes 12 in a row.
    await raiseLoginLimit(app, token);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(width: number, locale: keyof typeof TEXT): Promise<Screen> {
    const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
    await view.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    return view;
  }

  for (const locale of ['zh_CN', 'en'] as const) {
    it(`refuses a wrong password, shows and copies the right value, and hides it on close (${locale})`, async () => {
      const text = TEXT[locale];
      for (const width of [1440, 390]) {
        const view = await open(width, locale);
        const { page } = view;
        await view.goto('/params-management?paramCode=server.secret');
        const row = page.getByRole('row', { name: /server\.secret/ });
        await row.getByRole('button', { name: text.reveal }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('server.secret').first().waitFor();
        // The masked list never held the value.
        expect(await page.content()).not.toContain(secret);

        await dialog.locator('input[type="password"]').fill('Wrong1234x');
        await dialog.locator('input[type="password"]').press('Enter');
        await dialog.getByRole('alert').getByText(text.wrong).waitFor();
        await view.screenshot(`secret-reveal-wrong-${width}-${locale}`, { fullPage: false });

        await dialog.locator('input[type="password"]').fill(PASSWORD);
        await dialog.locator('input[type="password"]').press('Enter');
        const shown = dialog.getByTestId('revealed-secret');
        await shown.waitFor();
        expect((await shown.textContent())?.trim()).toBe(secret);
        await dialog.getByRole('button', { name: text.copy }).click();
        await page.getByText(text.copied).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        const overflow = await view.overflow();
        await view.screenshot(`secret-reveal-shown-${width}-${locale}`, { fullPage: false });
        expect(overflow, `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);

        await dialog.locator('.ant-modal-footer').getByRole('button', { name: text.close }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await page.content()).not.toContain(secret);
        // Opened again, it asks for the password again.
        await row.getByRole('button', { name: text.reveal }).click();
        await page.getByRole('dialog').locator('input[type="password"]').waitFor();
        expect(await page.getByRole('dialog').getByTestId('revealed-secret').count()).toBe(0);
        expect(view.errors, `${width} ${locale} logged errors`).toEqual([]);
        await view.close();
      }
    });

    it(`tells on the device-server screen where the secret goes, and leads to its reveal (${locale})`, async () => {
      const text = TEXT[locale];
      for (const width of [1440, 390]) {
        const view = await open(width, locale);
        const { page } = view;
        await view.goto('/server-side-management');
        await page.getByText(text.connect).waitFor();
        const config = await page.getByTestId('manager-api-config').textContent();
        expect(config).toContain('manager-api:');
        expect(config).toContain(`url: ${app.baseUrl}/xiaozhi`);
        expect(config).toContain('secret:');
        expect(config).not.toContain(secret);
        const overflow = await view.overflow();
        await view.screenshot(`secret-reveal-device-servers-${width}-${locale}`);
        expect(overflow, `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);

        await page.getByRole('link', { name: text.goReveal }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[type="password"]').waitFor();
        expect(page.url()).toContain('paramCode=server.secret');
        expect(page.url()).not.toContain('reveal=');
        await dialog.locator('input[type="password"]').fill(PASSWORD);
        await dialog.locator('input[type="password"]').press('Enter');
        expect((await dialog.getByTestId('revealed-secret').textContent())?.trim()).toBe(secret);
        expect(view.errors, `${width} ${locale} logged errors`).toEqual([]);
        await view.close();
      }
    });
  }
});
