// Debian's Chromium driven by playwright-core; no browser is ever downloaded.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Chromium's own test microphone: a beep instead of a device, and the permission prompt answered yes. */
const FAKE_MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export async function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // playwright gives every launch a fresh, empty profile directory of its own.
    args: options.fakeMedia ? [...FLAGS, ...FAKE_MEDIA_FLAGS] : FLAGS,
  });
}

export interface ContextOptions {
  width?: number;
  height?: number;
  locale?: string;
  /** The browser's own time zone (IANA); the machine's when unset. */
  timezoneId?: string;
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'zh-CN',
    serviceWorkers: 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
}
