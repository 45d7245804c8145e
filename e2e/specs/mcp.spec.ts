// MCP end to end against a real MCP server on loopback: the super-admin publishes a public server, a user subscribes
// from the market with the generated form, lists and tries a tool, and binds the MCP to an agent.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMcpServers, type TestMcpServers } from '../../apps/server/test/mcp-servers.ts';
import { launchBrowser } from '../support/browser.ts';
import { openScreen, saveScreenshot } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000061';
const USER = '+8613800000062';
const SERVER = 'E2E 计算器';
const MCP = '我的计算器';
const AGENT = 'MCP 小智';

interface Envelope {
  code: number;
  msg?: string;
  data: Record<string, unknown> & { list?: Record<string, unknown>[] };
}

describe('MCP in the browser', () => {
  let app: RunningConsole;
  let mcpServers: TestMcpServers;
  let browser: Browser;
  let adminToken: string;
  let userToken: string;
  let page: Page;

  const api = async (token: string, method: string, path: string, body?: unknown): Promise<Envelope> => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope;
  };

  const pageFor = async (token: string) => (await openScreen(browser, { baseUrl: app.baseUrl, token })).page;

  beforeAll(async () => {
    [app, mcpServers, browser] = await Promise.all([startConsole(), startTestMcpServers(), launchBrowser()]);
    runAdminCli(app, ['create-user', ADMIN, 'McpAdmin2025x', '--admin']);
    runAdminCli(app, ['create-user', USER, 'McpUser2025x']);
    adminToken = runAdminCli(app, ['token', ADMIN]);
    userToken = runAdminCli(app, ['token', USER]);
    // The test MCP server listens on loopback, which the URL guard refuses unless the admin allows private URLs.
    const found = await api(adminToken, 'GET', '/xiaozhi/admin/params/page?paramCode=server.allow_private_urls&page=1&limit=10');
    const param = found.data.list?.find((row) => row.paramCode === 'server.allow_private_urls');
    expect(param).toBeTruthy();
    const updated = await api(adminToken, 'PUT', '/xiaozhi/admin/params', { ...param, paramValue: 'true' });
    expect(updated.code).toBe(0);
  });

  afterAll(async () => {
    await browser?.close();
    await mcpServers?.close();
    await app?.stop();
  });

  it('lets the super-admin create and publish a public server', async () => {
    page = await pageFor(adminToken);
    await page.goto(`${app.baseUrl}/mcp-custom`);
    await page.getByRole('button', { name: '创建公开服务' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill(SERVER);
    await dialog.getByLabel('描述').fill('加法与回声，测试用');
    await dialog.locator('#tags').fill('math');
    await dialog.locator('#tags').press('Enter');
    await dialog.getByLabel('服务地址').fill(mcpServers.streamableUrl);
    await dialog.getByLabel('订阅配置（JSON）').fill(
      JSON.stringify({ type: 0, shared_key: false, params: {}, header: { Authorization: 'Bearer <your key>' }, reset_header_default_value: ['Authorization'] }),
    );
    await dialog.getByLabel('详细介绍（HTML）').fill('<h3>怎么用</h3><p>填入密钥即可。</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    const card = page.locator('.ant-card').filter({ hasText: SERVER });
    await card.getByText('未发布').waitFor();
    await card.getByRole('button', { name: /发\s?布/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s?定$/ }).click();
    await card.getByText('已发布').waitFor();

    const market = await api(userToken, 'GET', '/v1/mcp-store/public/servers');
    expect((market.data.servers as { name: string }[]).map((server) => server.name)).toContain(SERVER);
    await page.context().close();
  });

  it('lets a user read the sanitised details and subscribe with the generated form', async () => {
    page = await pageFor(userToken);
    await page.goto(`${app.baseUrl}/mcp-market`);
    const card = page.locator('.ant-card').filter({ hasText: SERVER });
    await card.getByRole('button', { name: /详\s?情/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('怎么用').waitFor();
    expect(await drawer.getByTestId('mcp-rich-content').innerHTML()).not.toMatch(/script|onerror/i);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

    await drawer.getByRole('button', { name: /订\s?阅/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill(MCP);
    const key = dialog.getByLabel('Authorization');
    expect(await key.getAttribute('type')).toBe('password');
    await key.fill(`Bearer ${mcpServers.secret}`);
    await dialog.getByRole('button', { name: /订\s?阅/ }).click();
    await page.getByText('订阅成功').first().waitFor();

    const mine = await api(userToken, 'GET', '/v1/mcps');
    const mcps = mine.data.mcps as { name: string; config: { header: Record<string, string> } }[];
    expect(mcps.map((mcp) => mcp.name)).toEqual([MCP]);
    expect(mcps[0]?.config.header.Authorization).not.toContain(mcpServers.secret);
  });

  it('lists the real tools and tries one with the form generated from its input schema', async () => {
    await page.getByRole('tab', { name: '我的 MCP' }).click();
    await page.waitForURL(/\/mcp-my$/);
    await page.locator('.ant-card').filter({ hasText: MCP }).getByRole('button', { name: /工\s?具/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Add two numbers').waitFor();
    await drawer.getByText('add', { exact: true }).click();
    const form = drawer.getByRole('form', { name: '试用 add' });
    await form.getByLabel('A', { exact: true }).fill('2');
    await form.getByLabel('B', { exact: true }).fill('40');
    await form.getByRole('button', { name: /试\s?用/ }).click();
    const result = drawer.getByTestId('mcp-tool-result');
    await result.waitFor();
    expect(await result.getAttribute('data-error')).toBe('false');
    expect(await result.locator('pre').first().textContent()).toBe('42');
    expect(mcpServers.calls.streamable).toBe(1);
    await page.context().close();
  });

  it('binds the MCP to an agent from its role configuration', async () => {
    const created = await api(userToken, 'POST', '/xiaozhi/agent', { agentName: AGENT });
    expect(created.code).toBe(0);
    const agentId = String(created.data);
    page = await pageFor(userToken);
    await page.goto(`${app.baseUrl}/role-config?agentId=${agentId}`);
    await page.getByRole('checkbox', { name: new RegExp(MCP) }).check();
    await page.getByText('有未保存的修改').waitFor();
    await page.getByRole('button', { name: '保存配置' }).click();
    await page.getByText('所有修改已保存').waitFor();
    await saveScreenshot(page, 'role-config-mcp-1440-zh_CN', { fullPage: true });

    const bound = await api(userToken, 'GET', `/v1/agents/${agentId}/mcps`);
    expect((bound.data.selecteds as { name: string }[]).map((item) => item.name)).toEqual([MCP]);
    await page.context().close();
  });

  it('fits the three tabs and the tool-try form at 1440 and 390 px in zh_CN and en', async () => {
    // The user's own private server, so the custom tab has something to show.
    const own = await api(userToken, 'POST', '/v1/mcp-store/servers', {
      name: '我的私有工具',
      is_private: true,
      desc: 'A private tool server with a fairly long description to see how the card wraps on a phone screen',
      tags: ['private'],
      config_schema: { types: ['sse'], sse: { type: 0, url: mcpServers.sseUrl, params: { key: 'your key' } } },
    });
    expect(own.code).toBe(0);
    const ready = { '/mcp-market': SERVER, '/mcp-my': MCP, '/mcp-custom': '我的私有工具' } as const;
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en'] as const) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token: userToken });
        const shot = view.page;
        for (const [path, text] of Object.entries(ready)) {
          await view.goto(path);
          await shot.getByText(text).first().waitFor();
          await view.screenshot(`${path.slice(1)}-${width}-${locale}`);
          expect(await view.overflow(), `${path} ${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        }
        await view.goto('/mcp-my');
        await shot.locator('.ant-card').filter({ hasText: MCP }).locator('.ant-card-actions button').first().click();
        const drawer = shot.locator('.ant-drawer');
        await drawer.getByText('echo', { exact: true }).click();
        // The panel opens with a height animation; a screenshot taken inside it shows a clipped form.
        const settled = () => shot.waitForFunction(() => document.querySelectorAll('.ant-motion-collapse').length === 0);
        await settled();
        const form = drawer.getByRole('form', { name: locale === 'en' ? 'Try echo' : '试用 echo' });
        await form.getByLabel('Text', { exact: true }).fill(locale === 'en' ? 'hello from the console' : '来自控制台的问候');
        await form.locator('button[type="submit"]').click();
        await drawer.getByTestId('mcp-tool-result').waitFor();
        await settled();
        await view.screenshot(`mcp-tool-try-${width}-${locale}`, { fullPage: false });
        expect(await view.overflow(), `tool form ${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors, `${width} ${locale} logged errors`).toEqual([]);
        await view.close();
      }
    }
  });
});
