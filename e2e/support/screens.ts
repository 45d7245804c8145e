// A page as a person sees it: a viewport of the given width, a language and a signed-in token already in
// localStorage, every page error and console error collected, and screenshots written to screenshots/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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
