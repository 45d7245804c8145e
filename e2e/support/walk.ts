// A walk through the console as a new user takes it: every entry of the menu they are shown, opened at one width in
// one language, and what a person would notice on each screen written down: errors, sideways scrolling, texts that
// are i18n keys instead of words, and Chinese on screen in a language that is not Chinese.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { texts } from './locales.ts';
import type { Screen } from './screens.ts';

export interface ScreenFindings {
  path: string;
  /** Uncaught page errors, console errors and answers of 400 or more while the screen opened. */
  errors: string[];
  /** Pixels the page scrolls sideways (0 when it fits). */
  overflow: number;
  /** When it scrolls: the elements reaching past the edge. */
  wide: string[];
  /** Texts on screen that read as i18n keys (`menu:route.home`, `card.configure`). */
  rawKeys: string[];
  /** Texts on screen with Chinese characters (a few, each cut to a short excerpt). */
  chinese: string[];
}

const localeDir = resolve(import.meta.dirname, '../../apps/web/src/locales');

/** The namespaces of the console's texts and their dotted keys' first words, the shapes a missing translation shows as. */
function knownKeys(): { namespaces: string[]; keys: Set<string>; heads: Set<string> } {
  const namespaces = readdirSync(resolve(localeDir, 'en')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
  const keys = namespaces.flatMap((namespace) => Object.keys(texts('en', namespace)).filter((key) => key.includes('.')));
  return { namespaces, keys: new Set(keys), heads: new Set(keys.map((key) => key.split('.')[0]!)) };
}

const KNOWN = knownKeys();

/**
 * The menu's entries as addresses, every group unfolded; the menu is the side column at desktop width or the drawer
 * behind the menu button on a phone. Each entry is a link to its screen.
 */
export async function menuPaths(page: Page, openMenuLabel: string): Promise<string[]> {
  const opener = page.getByRole('button', { name: openMenuLabel });
  if (await opener.isVisible()) await opener.click();
  const nav = page.locator('nav').filter({ visible: true }).first();
  await nav.waitFor();
  const groups = nav.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await groups.count()) > 0) {
    await groups.first().click();
  }
  const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** What a person reads on the page: visible text and the placeholders, titles and labels of what is visible. */
async function readTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text);
    }
    for (const element of Array.from(document.body.querySelectorAll('[placeholder], [title], [aria-label]'))) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

const DOTTED = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)+$/;

const namespaced = new RegExp(`^(${KNOWN.namespaces.join('|')}):[\\w.-]+$`);

/**
 * Texts shaped like keys: `namespace:key` of a real namespace, a dotted key the console's texts define, or one that
 * starts like them (`card.configur`, a key missing everywhere).
 */
export function rawKeysIn(found: readonly string[]): string[] {
  const keyLike = (text: string) => DOTTED.test(text) && (KNOWN.keys.has(text) || KNOWN.heads.has(text.split('.')[0]!));
  return [...new Set(found.filter((text) => namespaced.test(text) || keyLike(text)))];
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Texts with Chinese characters, a few and each cut short, for a report a person reads. */
export function chineseIn(found: readonly string[]): string[] {
  return [...new Set(found.filter((text) => HAN.test(text)).map((text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)))].slice(0, 5);
}

/** The outermost elements that reach past the right edge with nothing clipping them: what makes the page scroll. */
async function stickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const outside = (element: Element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5;
    const culprits = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      if (!outside(element)) return false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clips(parent) || outside(parent)) return false;
      }
      return true;
    });
    return culprits.slice(0, 3).map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
  });
}

/** Opens `path` in the screen's page and notes what is wrong on it; the screen's error list is emptied for the next. */
export async function walkScreen(view: Screen, path: string): Promise<ScreenFindings> {
  view.errors.length = 0;
  // The console names no address in "Failed to load resource"; the answers themselves do.
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
  };
  view.page.on('response', onResponse);
  await view.goto(path);
  // Lazy screens show a spinner until their chunk and first answers are in; the network going quiet covers both.
  await view.page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  const found = await readTexts(view.page);
  view.page.off('response', onResponse);
  const overflow = await view.overflow();
  return { path, errors: [...view.errors, ...failed], overflow, wide: overflow > 0 ? await stickingOut(view.page) : [], rawKeys: rawKeysIn(found), chinese: chineseIn(found) };
}
