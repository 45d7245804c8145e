// Home's overview in the built app: the counts, then the chart drawn as SVG (no canvas library), its tooltip on
// hover, at desktop and phone width in Simplified Chinese and English. The 30 days are the browser's stand-in for the
// overview answer (no conversations are recorded in a fresh console); everything else is the real server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const overview = {
  agentCount: 1,
  deviceCount: 3,
  onlineDeviceCount: 1,
  conversationsPerDay: Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10),
    sessions: (index * 7) % 5,
    messages: ((index * 7) % 5) * 6 + (index % 3),
  })),
};
const SUMMARY = { zh_CN: /^近 30 天共 \d+ 次对话、\d+ 条消息$/, en: /^\d+ chats and \d+ messages in the last 30 days$/ };

describe('home overview', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', '+8613800000031', 'HomeShots2025x']);
    token = runAdminCli(app, ['token', '+8613800000031']);
    const created = await fetch(`${app.baseUrl}/xiaozhi/agent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ agentName: 'Kitchen helper' }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(0);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('asks for what home shows once each, the reads started before the app code has loaded', async () => {
    for (const locale of ['zh_CN', 'en'] as const) {
      const view = await openScreen(browser, { baseUrl: app.baseUrl, locale, token });
      const asked: string[] = [];
      view.page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/xiaozhi/')) asked.push(`${url.pathname}${url.search}`);
      });
      await view.goto('/home');
      await view.page.getByText('Kitchen helper', { exact: true }).waitFor();
      await view.page.locator('section .ant-statistic-content-value').first().waitFor();
      const first = ['/xiaozhi/user/info', '/xiaozhi/user/pub-config', '/xiaozhi/agent/list?keyword=&searchType=name', '/xiaozhi/agent/tag/list', '/xiaozhi/agent/overview', '/xiaozhi/device/presence-summary'];
      // Each early read is taken by the query that needs it; a second request for one would mean its URL or headers drifted.
      for (const url of first) expect(asked.filter((seen) => seen === url), `${locale}: ${url}`).toHaveLength(1);
      expect(view.errors).toEqual([]);
      await view.close();
    }
  });

  for (const width of [1440, 390]) {
    it(`shows the counts and the SVG chart with a tooltip at ${width} px`, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.page.route('**/xiaozhi/agent/overview', (route) => route.fulfill({ json: { code: 0, msg: 'success', data: overview } }));
        await view.goto('/home');
        const chart = view.page.getByRole('img', { name: SUMMARY[locale] });
        await chart.waitFor();
        expect(await chart.evaluate((element) => element.tagName)).toBe('svg');
        const box = (await chart.boundingBox())!;
        await view.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        expect(await view.page.getByRole('tooltip').textContent()).toMatch(/^2026-11-\d\d/);
        await view.screenshot(`home-overview-${width}-${locale}`, { fullPage: false });
        expect(await view.overflow(), `${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors).toEqual([]);
        await view.close();
      }
    });
  }
});
