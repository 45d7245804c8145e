// Someone moving from xiaozhi-esp32-server: the first-run register page and the params screen say how to import,
// and after an import the device-server screen says which installation it came from, next to the manager-api snippet.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000281';
const SOURCE = 'db.lan:3306/xiaozhi_esp32_server';
const COMMAND = 'npm run admin -- import-upstream mysql://user:password@host:3306/xiaozhi_esp32_server';
const WIDTHS = [1440, 390];
const LOCALES = ['zh_CN', 'en'];

/** What a finished `import-upstream` run leaves in the console's database. */
function recordImport(dataDir: string): void {
  const db = new DatabaseSync(join(dataDir, 'vox.db'));
  try {
    const insert = db.prepare('INSERT INTO upstream_import_progress (source, table_name, last_key, done, imported, present, skipped, updated_at) VALUES (?, ?, ?, 1, ?, 0, 0, ?)');
    insert.run(SOURCE, 'sys_params', '[40]', 40, '2026-11-20T08:00:00.000Z');
    insert.run(SOURCE, 'sys_user', '[12]', 12, '2026-11-20T08:00:05.000Z');
  } finally {
    db.close();
  }
}

describe('upstream import hints in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('tells a first-run visitor on the register page to import instead, at 1440 and 390 px in Chinese and English', { timeout: 90_000 }, async () => {
    for (const width of WIDTHS) {
      for (const locale of LOCALES) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale });
        await view.goto('/register');
        const notice = view.page.getByTestId('upstream-import-notice');
        await notice.waitFor();
        expect(await notice.locator('code').first().textContent()).toBe(COMMAND);
        await view.screenshot(`upstream-register-${width}-${locale}`, { fullPage: width > 600 });
        expect(await view.overflow(), `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors).toEqual([]);
        await view.close();
      }
    }
  });

  it('gives an admin the --merge command on the params screen until something is imported, then names the import on the device-server screen', { timeout: 120_000 }, async () => {
    runAdminCli(app, ['create-user', ADMIN, 'Upstream2025x', '--admin']);
    const token = runAdminCli(app, ['token', ADMIN]);
    for (const width of WIDTHS) {
      for (const locale of LOCALES) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto('/params-management');
        const hint = view.page.getByTestId('upstream-import-hint');
        await hint.waitFor();
        expect(await hint.textContent()).toContain(`${COMMAND} --merge`);
        await view.screenshot(`upstream-params-${width}-${locale}`, { fullPage: false });
        expect(await view.overflow(), `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors).toEqual([]);
        await view.close();
      }
    }

    recordImport(app.dataDir);
    for (const width of WIDTHS) {
      for (const locale of LOCALES) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto('/server-side-management');
        const note = view.page.getByTestId('upstream-import-note');
        await note.waitFor();
        expect(await note.textContent()).toContain(SOURCE);
        await view.screenshot(`upstream-servers-${width}-${locale}`, { fullPage: false });
        await view.goto('/params-management?paramCode=server.secret');
        await expect.poll(() => view.page.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
        expect(await view.page.getByTestId('upstream-import-hint').count()).toBe(0);
        expect(await view.overflow(), `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors).toEqual([]);
        await view.close();
      }
    }
  });
});
