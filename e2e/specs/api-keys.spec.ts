// The API-key screen as a user meets it: create a key with a description, see it in full with a curl example, copy
// it, use it from a program the way curl would, and delete it, after which the key is refused at once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000071';

/** Dialogs fade in and out; a screenshot waits until nothing moves. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

const TEXT = {
  zh_CN: { create: '创建密钥', desc: '描述', ok: /^创\s?建$/, copy: /^复\s?制$/, copied: '已复制到剪贴板', done: /^完\s?成$/, show: '查看并复制', remove: /^删\s?除$/, confirm: /^确\s?定$/, deleted: '密钥已删除', never: '从未使用' },
  en: { create: 'Create key', desc: 'Description', ok: /^Create$/, copy: 'Copy', copied: 'Copied to the clipboard', done: 'Done', show: 'Show and copy', remove: 'Delete', confirm: /^OK$/, deleted: 'Key deleted', never: 'Never used' },
} as const;

describe('API keys in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  const call = async (key: string, path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } });
    return (await response.json()) as { code: number; data: unknown };
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', USER, 'KeyUser2025x']);
    token = runAdminCli(app, ['token', USER]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const createKey = async (page: Page, text: (typeof TEXT)[keyof typeof TEXT], desc: string) => {
    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.desc).fill(desc);
    await dialog.getByRole('button', { name: text.ok }).click();
    const raw = page.getByTestId('api-key-raw');
    await raw.waitFor();
    return raw.inputValue();
  };

  for (const locale of ['zh_CN', 'en'] as const) {
    it(`creates, shows, copies, uses and deletes a key (${locale})`, async () => {
      const text = TEXT[locale];
      const screen: Screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale });
      const { page } = screen;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
      await screen.goto('/api-key-management');
      const desc = `e2e-${locale}-脚本`;
      const key = await createKey(page, text, desc);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      const curl = await page.getByTestId('api-key-curl').inputValue();
      expect(curl).toBe(`curl -H "Authorization: Bearer ${key}" ${app.baseUrl}/xiaozhi/agent/list`);
      await settled(page);
      await screen.screenshot(`api-keys-reveal-${locale}-1440`, { fullPage: false });

      await page.getByRole('dialog').getByRole('button', { name: text.copy }).first().click();
      await page.getByText(text.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await page.getByRole('button', { name: text.done }).click();

      // What the curl example does: the key acts as its owner.
      expect(await call(key, '/xiaozhi/agent/list')).toMatchObject({ code: 0 });
      const listed = await call(key, '/v1/api-keys');
      expect(JSON.stringify(listed.data)).toContain(desc);

      const row = page.getByRole('row').filter({ hasText: desc });
      await row.getByText(`${key.slice(0, 4)}****${key.slice(-4)}`).waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      await expect(row.getByText(text.never).count()).resolves.toBe(0);
      await row.getByRole('button', { name: text.show }).click();
      expect(await page.getByTestId('api-key-raw').inputValue()).toBe(key);
      await page.getByRole('button', { name: text.done }).click();

      await row.getByRole('button', { name: text.remove }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: text.confirm }).click();
      await page.getByText(text.deleted).waitFor();
      await row.waitFor({ state: 'detached' });
      expect(await call(key, '/xiaozhi/agent/list')).toMatchObject({ code: 401 });
      expect(screen.errors).toEqual([]);
      await screen.close();
    });
  }

  for (const width of [1440, 390]) {
    it(`lists keys without sideways scrolling at ${width} px`, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await screen.goto('/api-key-management');
        if ((await screen.page.getByRole('row').count()) < 3) await createKey(screen.page, TEXT[locale], `layout-${locale}`).then(() => screen.page.getByRole('button', { name: TEXT[locale].done }).click());
        await screen.page.getByRole('row').nth(1).waitFor();
        await settled(screen.page);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.screenshot(`api-keys-list-${locale}-${width}`);
        expect(screen.errors).toEqual([]);
        await screen.close();
      }
    });
  }
});
