// The console's navigation in every language: at 1440 px each menu entry and each of the agent card's actions is
// shown whole (nothing folded into an overflow "···", no label cut to "Con…"); at 390 px each entry is reachable from
// the menu button.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { clippedParts } from '../support/fits.ts';
import { fill, LOCALES, texts } from '../support/locales.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

/** An administrator's menu: entries on their own, then the groups with theirs (keys of menu.json). */
const MAIN = ['route.home', 'route.agentMarket', 'route.llmEdit', 'route.datasets', 'route.apiKeyManagement', 'route.deviceConnectionGuide', 'route.addressBookManagement'];
const GROUPS: Record<string, string[]> = {
  'group.mcp': ['route.mcpMarket', 'route.mcpCustom', 'route.mcpMy'],
  'group.voice': ['route.voiceSelection', 'route.voiceClone', 'route.voiceprintRole', 'route.voiceprintList', 'route.replacementWordManagement'],
  'group.admin': [
    'route.userManagement',
    'route.modelConfig',
    'route.providerManagement',
    'route.paramsManagement',
    'route.dictManagement',
    'route.otaManagement',
    'route.agentTemplateManagement',
    'route.voiceResourceManagement',
    'route.auditLog',
    'route.featureManagement',
    'route.serverSideManagement',
  ],
};
const CARD_ACTIONS = ['card.configure', 'card.devices', 'card.chatHistory', 'card.voiceprints'];
const AGENT = 'Kitchen helper';

/** A menu entry as shown: its label in a menu on screen (the side menu, the drawer or a group's pop-up). */
const entry = (page: Page, label: string): Locator => page.locator('.ant-menu').getByText(label, { exact: true }).filter({ visible: true }).first();

async function expectWhole(part: Locator, what: string): Promise<void> {
  // An entry folded away (e.g. into "···") never shows: give it a few seconds, then fail on the check below.
  await part.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  expect(await part.isVisible(), `${what} is on screen`).toBe(true);
  expect(await clippedParts(part), `${what} is cut off`).toEqual([]);
}

/** Opens a group unless it is open already (the group of the current screen starts open). */
async function unfold(page: Page, group: string, firstChild: string): Promise<void> {
  if (await entry(page, firstChild).isVisible()) return;
  await entry(page, group).click();
  await entry(page, firstChild).waitFor();
}

async function expectCardActionsWhole(page: Page, locale: string): Promise<void> {
  const words = texts(locale, 'agents');
  const card = page.locator('.ant-card', { hasText: AGENT });
  for (const key of CARD_ACTIONS) {
    const label = fill(words[key]!, { count: 0 });
    const action = card.getByText(label, { exact: true }).locator('xpath=ancestor-or-self::button[1]');
    await expectWhole(action, `${locale} card action ${label}`);
  }
}

describe('navigation that fits every language', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', '+8613800000032', 'NavShots2025x', '--admin']);
    token = runAdminCli(app, ['token', '+8613800000032']);
    const created = await fetch(`${app.baseUrl}/xiaozhi/agent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ agentName: AGENT }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(0);
    // Every feature on: the most entries and all four of the card's actions.
    const features = await fetch(`${app.baseUrl}/xiaozhi/admin/features`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ voiceprintRecognition: true, voiceClone: true, knowledgeBase: true, mcpAccessPoint: true, addressBook: true, vad: true, asr: true }),
    });
    expect(((await features.json()) as { code: number }).code).toBe(0);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows every menu entry and card action whole at 1440 px in every language', async () => {
    for (const locale of LOCALES) {
      const menu = texts(locale, 'menu');
      const view = await openScreen(browser, { baseUrl: app.baseUrl, width: 1440, locale, token });
      await view.goto('/home');
      await view.page.locator('.ant-card', { hasText: AGENT }).waitFor();
      await view.screenshot(`navigation-1440-${locale}`, { fullPage: false });
      expect(await view.page.locator('.ant-menu-overflow-item-rest').filter({ visible: true }).count(), `${locale} folds entries into "···"`).toBe(0);
      for (const key of [...MAIN, ...Object.keys(GROUPS)]) await expectWhole(entry(view.page, menu[key]!), `${locale} menu entry ${menu[key]}`);
      await expectCardActionsWhole(view.page, locale);
      for (const [group, children] of Object.entries(GROUPS)) {
        await unfold(view.page, menu[group]!, menu[children[0]!]!);
        for (const key of children) await expectWhole(entry(view.page, menu[key]!), `${locale} menu entry ${menu[key]}`);
      }
      await view.screenshot(`navigation-1440-${locale}-open`, { fullPage: false });
      expect(await view.overflow(), `${locale} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(view.errors, `${locale} logged errors`).toEqual([]);
      await view.close();
    }
  });

  it('reaches every menu entry from the menu button at 390 px in every language', async () => {
    for (const locale of LOCALES) {
      const menu = texts(locale, 'menu');
      const view = await openScreen(browser, { baseUrl: app.baseUrl, width: 390, locale, token });
      await view.goto('/home');
      await view.page.locator('.ant-card', { hasText: AGENT }).waitFor();
      await view.screenshot(`navigation-390-${locale}`, { fullPage: false });
      await expectCardActionsWhole(view.page, locale);
      await view.page.getByRole('button', { name: menu['nav.open']! }).click();
      for (const key of MAIN) await expectWhole(entry(view.page, menu[key]!), `${locale} menu entry ${menu[key]}`);
      for (const [group, children] of Object.entries(GROUPS)) {
        await unfold(view.page, menu[group]!, menu[children[0]!]!);
        for (const key of children) await expectWhole(entry(view.page, menu[key]!), `${locale} menu entry ${menu[key]}`);
      }
      await view.screenshot(`navigation-390-${locale}-open`, { fullPage: false });
      // The last entry of the last group, reached at the bottom of the drawer, opens its screen.
      await entry(view.page, menu['route.serverSideManagement']!).click();
      await view.page.waitForURL(/\/server-side-management/);
      expect(await view.overflow(), `${locale} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(view.errors, `${locale} logged errors`).toEqual([]);
      await view.close();
    }
  });
});
