// A page as a person sees it: a viewport of the given width, a language and a signed-in token already in
// localStorage, every page error and console error collected, and screenshots written to screenshots/.
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { newContext } from './browser.ts';

const SCREENSHOT_DIR = 'screenshots';

export interface ScreenOptions {
  baseUrl: string;
  /** Viewport width; phones (600 px or less) get a phone's height. */
  width?: number;
  /** Stored as `userLanguage`; left unset the console starts in its default language. */
  locale?: string;
  /** Stored as `token`, which signs the page in. */
  token?: string;
  /** The browser's time zone, e.g. to check that times follow it rather than the server's GMT+8. */
  timezoneId?: string;
}

export interface Screen {
  page: Page;
  /** Uncaught page errors and console errors, in the order they happened. */
  errors: string[];
  /** Opens a path of the console and waits until the network is quiet. */
  goto(path: string): Promise<void>;
  /** How many pixels the page scrolls sideways; 0 or less when it fits. */
  overflow(): Promise<number>;
  /** Saves screenshots/<name>.png, the full page unless told otherwise. */
  screenshot(name: string, options?: { fullPage?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** Saves screenshots/<name>.png of any page; the visible viewport unless `fullPage` is set. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, ...options });
}

export async function openScreen(browser: Browser, options: ScreenOptions): Promise<Screen> {
  const width = options.width ?? 1440;
  const context = await newContext(browser, { width, height: width > 600 ? 900 : 844, timezoneId: options.timezoneId });
  await context.addInitScript(
    ([language, token]) => {
      if (language) localStorage.setItem('userLanguage', language);
      if (token) localStorage.setItem('token', token);
    },
    [options.locale ?? '', options.token ?? ''],
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    page,
    errors,
    goto: async (path) => {
      await page.goto(`${options.baseUrl}${path}`, { waitUntil: 'networkidle' });
    },
    overflow: () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    screenshot: (name, shotOptions = {}) => saveScreenshot(page, name, { fullPage: shotOptions.fullPage ?? true }),
    close: () => context.close(),
  };
}

/**
 * Clicks a button guarded by a Popconfirm and confirms it. The trigger is clicked again when no confirmation button can
 * be clicked within a few seconds: a list that re-renders after an earlier change can swallow the first click, and a
 * confirmation still closing from an earlier answer matches for a moment and then goes.
 */
export async function confirmPopconfirm(page: Page, trigger: Locator, confirmName: RegExp | string): Promise<void> {
  const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: confirmName });
  // Mid-screen, so the confirmation opens in view instead of being placed (and moved) at the window's edge.
  await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      // Playwright throws only when it could not click, so a retry never confirms twice.
      await confirm.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Opens a Select and picks the option with this title, then waits until the Select shows it. The pick is tried
 * again when the Select still shows something else: on a loaded machine a click that lands while the dropdown
 * slides in can close it without choosing.
 */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  const chosen = select.getByTitle(title, { exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(title, { exact: true }).click();
    try {
      await chosen.waitFor({ state: 'visible', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Creates an agent through home's "新建智能体" dialog (zh_CN) and waits until its card shows. The name is checked in
 * the field before "创建" and the dialog is submitted again while it stays open: on a loaded machine the dialog can
 * still be sliding in when the first keystrokes or the click land.
 */
export async function createAgentOnHome(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: '新建智能体' }).first().click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByPlaceholder('例如：小智') });
  const field = dialog.getByPlaceholder('例如：小智');
  for (let attempt = 1; ; attempt += 1) {
    if ((await field.inputValue()) !== name) await field.fill(name);
    await dialog.getByRole('button', { name: /^创\s?建$/ }).click();
    try {
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const card = page.locator('.ant-card').filter({ hasText: name });
  await card.first().waitFor();
  return card;
}
