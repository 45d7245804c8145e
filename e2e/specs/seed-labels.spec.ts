// Seeded data in English: an English screen shows the seeded params, dictionaries, models and templates in English,
// and the area codes on the register page named by the browser itself.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000077';
const SEEDED_CHINESE = /[\u4e00-\u9fff]/;

describe('seeded data in English', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, 'Seeds2025x', '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('names the area codes on the register page in the browser’s words', async () => {
    const context = await newContext(browser, { width: 1440, height: 900 });
    await context.addInitScript(() => localStorage.setItem('userLanguage', 'en'));
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/register`, { waitUntil: 'networkidle' });
    const select = page.getByLabel('Area code');
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(30);
    const options = await select.locator('option').allTextContents();
    const china = await page.evaluate(() => new Intl.DisplayNames(['en-US'], { type: 'region' }).of('CN'));
    expect(options[0]).toBe(`${china} (+86)`);
    expect(options).toContain('United Kingdom (+44)');
    expect(options.filter((option) => SEEDED_CHINESE.test(option))).toEqual([]);
    await context.close();
  });

  it('shows seeded params, dictionaries, models and templates in English', async () => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'en' });
    const shown = async (path: string, text: string) => {
      await screen.goto(path);
      await screen.page.getByText(text, { exact: true }).first().waitFor();
    };
    await shown('/params-management', 'Alibaba Cloud access_key');
    await shown('/dict-management', 'Firmware types');
    await screen.page.getByText('Breadboard, new wiring (WiFi)', { exact: true }).first().waitFor();
    await shown('/model-config', 'Zhipu AI');
    await shown('/agent-template-management', 'Cheerful Helper');
    expect(await screen.page.getByText('湾湾小何').count()).toBe(0);
    expect(screen.errors).toEqual([]);
    await screen.close();
  });
});
