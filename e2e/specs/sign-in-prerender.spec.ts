// The prerendered sign-in screens: the form is in the HTML in the user's language before any script
// runs, and the app takes it over in place: what was typed stays, nothing moves, and no hydration error is reported.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { saveScreenshot } from '../support/screens.ts';
import { startConsole, type RunningConsole } from '../support/server.ts';

const PASSWORD = 'input[type=password]';

describe('prerendered sign-in screens', () => {
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

  it('come with the form in the browser’s or the chosen language when scripts are off', async () => {
    for (const [browserLocale, cookie, lang, title] of [
      ['zh-CN', undefined, 'zh-CN', '登录 · 智控台'],
      ['zh-TW', undefined, 'zh-TW', '登入 · 智控台'],
      ['en-US', undefined, 'en-US', 'Sign in · Vox Console'],
      ['en-US', 'zh_TW', 'zh-TW', '登入 · 智控台'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: browserLocale, serviceWorkers: 'block' });
      if (cookie) await context.addCookies([{ name: 'userLanguage', value: cookie, url: app.baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/login`);
      expect(await page.locator(PASSWORD).isVisible()).toBe(true);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.title()).toBe(title);
      await context.close();
    }
  });

  /** Opens /login with the app's boot chunk held back until `release` is called. */
  async function openHeldBack(locale = 'en-US') {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/boot-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      // Each shift with what moved, so a failure names the element.
      const shifts: string[] = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      const describe = (node: Node | undefined) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => `${describe(source.node)} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`);
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
    });
    await page.goto(`${app.baseUrl}/login`, { waitUntil: 'domcontentloaded' });
    return { page, errors, release, close: () => context.close() };
  }

  const hydrated = (page: Page) => page.locator('button[type=submit]').waitFor();

  /** The public config is in (the first field replaced its stand-in) and so is the captcha picture. */
  async function settled(page: Page) {
    await page.waitForFunction(() => !document.querySelector('form [class^="_skeleton_"]'));
    await page.getByRole('img', { name: 'Image captcha' }).waitFor();
  }

  it('keep what was typed before the app took over, in the page and in the form', async () => {
    const view = await openHeldBack();
    const field = await view.page.$(PASSWORD);
    await view.page.locator(PASSWORD).pressSequentially('Typed-early-1');
    expect(await view.page.locator('button[type=submit]').count()).toBe(0);
    view.release();
    await hydrated(view.page);
    // The public config has come in and re-rendered the form: a value the form did not know would be gone now.
    await settled(view.page);
    expect(await field?.evaluate((input) => (input as HTMLInputElement).isConnected)).toBe(true);
    expect(await view.page.inputValue(PASSWORD)).toBe('Typed-early-1');
    await view.page.locator('button[type=submit]').click();
    // The first field (phone or user name) and the captcha are empty; the password is not.
    await view.page.locator('form [role=alert]').nth(1).waitFor();
    expect(await view.page.getByRole('alert').filter({ hasText: 'Enter your password' }).count()).toBe(0);
    expect(view.errors).toEqual([]);
    await view.close();
  });

  // One full CI run saw a 0.0063 shift here that three runs under CPU load did not repeat; the failure now names what
  // moved. Retried so a one-off does not block, while a shift on every load still fails.
  it('do not move when the app takes over', { retry: 2 }, async () => {
    const view = await openHeldBack();
    const before = await view.page.locator(PASSWORD).boundingBox();
    view.release();
    await hydrated(view.page);
    await settled(view.page);
    await view.page.waitForTimeout(300);
    expect(await view.page.locator(PASSWORD).boundingBox()).toEqual(before);
    expect(await view.page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    await saveScreenshot(view.page, 'sign-in-prerender-hydrated-en');
    expect(view.errors).toEqual([]);
    await view.close();
  });
});
