// The agent's MCP access point as a person meets it in the role configuration: first it says the access point is
// not set up and what to configure; once an administrator sets server.mcp_endpoint (checked live against the
// endpoint service), the address shows with a copy button, and the tools connected to it show by name.
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanAddress } from '../../apps/server/test/fake-device-server.ts';
import { startFakeMcpEndpoint, type FakeMcpEndpoint } from '../../apps/server/test/fake-mcp-endpoint.ts';
import { launchBrowser } from '../support/browser.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const OWNER = '+8613800000093';
const ADMIN = '+8613800000094';
const KEY = 'e2e-endpoint-key';

/** Toasts and badges fade in and out; a screenshot waits until nothing moves. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe('MCP access point in the role configuration', () => {
  let app: RunningConsole;
  let browser: Browser;
  let service: FakeMcpEndpoint;
  let ownerToken: string;
  let adminToken: string;
  let agentId: string;

  const api = async <T>(token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg: string; data: T };
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', OWNER, 'Access2025xx']);
    runAdminCli(app, ['create-user', ADMIN, 'Access2025xx', '--admin']);
    ownerToken = runAdminCli(app, ['token', OWNER]);
    adminToken = runAdminCli(app, ['token', ADMIN]);
    agentId = (await api<string>(ownerToken, 'POST', '/xiaozhi/agent', { agentName: '书房小智' })).data;
    const agentHash = createHash('md5').update(agentId).digest('hex');
    service = await startFakeMcpEndpoint(KEY, { [agentHash]: ['play_music', 'self.light.on', 'self.light.off'] }, lanAddress());
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await app?.stop();
  });

  const open = async (width: number, locale: string): Promise<Screen> => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token: ownerToken, width, locale });
    await screen.goto(`/role-config?agentId=${agentId}`);
    return screen;
  };

  it('says the access point is not set up and what to set, without failing the rest of the screen', async () => {
    const screen = await open(1440, 'zh_CN');
    const card = screen.page.locator('.ant-card').filter({ hasText: 'MCP 接入点' }).last();
    await card.getByText('尚未配置 MCP 接入点').waitFor();
    await card.getByText(/server\.mcp_endpoint/).first().waitFor();
    await card.scrollIntoViewIfNeeded();
    await settled(screen.page);
    await card.screenshot({ path: 'screenshots/mcp-access-point-unset-1440-zh_CN.png' });
    expect(screen.errors.filter((error) => !error.includes('10201'))).toEqual([]);
    await screen.close();
  });

  it('shows the address with copy and the connected tools once an administrator sets server.mcp_endpoint', async () => {
    const page = (await api<{ list: { id: string; paramCode: string; paramValue: string; valueType: string; remark: string | null }[] }>(adminToken, 'GET', '/xiaozhi/admin/params/page?paramCode=server.mcp_endpoint')).data;
    const row = page.list.find((param) => param.paramCode === 'server.mcp_endpoint')!;
    const one = await api<{ id: string; paramValue: string }>(adminToken, 'GET', `/xiaozhi/admin/params/${row.id}`);
    expect(one.data).toMatchObject({ id: row.id, paramValue: 'null' });
    const saved = await api(adminToken, 'PUT', '/xiaozhi/admin/params', { id: row.id, paramCode: row.paramCode, paramValue: service.param, valueType: row.valueType, remark: row.remark ?? '' });
    expect(saved.code).toBe(0);

    for (const [width, locale] of [[1440, 'zh_CN'], [390, 'zh_CN'], [1440, 'en'], [390, 'en']] as const) {
      const screen = await open(width, locale);
      const title = locale === 'en' ? 'MCP access point' : 'MCP 接入点';
      const card = screen.page.locator('.ant-card').filter({ has: screen.page.getByText(title, { exact: true }) });
      const address = card.getByLabel(locale === 'en' ? 'MCP access point address' : 'MCP 接入点地址');
      await expect.poll(() => address.inputValue()).toMatch(new RegExp(`^ws://${lanAddress().replaceAll('.', '\\.')}:\\d+/mcp_endpoint/mcp/\\?token=`));
      await card.getByText(locale === 'en' ? 'Connected, 3 tools' : '已连接，3 个工具').waitFor();
      for (const name of ['play_music', 'self.light.off', 'self.light.on']) await card.getByText(name, { exact: true }).waitFor();
      if (width === 1440 && locale === 'zh_CN') {
        await card.getByRole('button', { name: /复\s?制/ }).click();
        await screen.page.getByText('已复制').first().waitFor();
        expect(await screen.page.evaluate(() => navigator.clipboard.readText().catch(() => ''))).toMatch(/^$|mcp_endpoint\/mcp\/\?token=/);
      }
      expect(await screen.overflow()).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await settled(screen.page);
      await card.screenshot({ path: `screenshots/mcp-access-point-${width}-${locale}.png` });
      await screen.screenshot(`role-config-access-point-${width}-${locale}`);
      expect(screen.errors).toEqual([]);
      await screen.close();
    }
    // Every screen's connection check reached the endpoint service with this agent's token.
    expect(service.agentHashes.length).toBeGreaterThanOrEqual(4);
  });
});
