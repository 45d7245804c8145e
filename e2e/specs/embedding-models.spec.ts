// The admin finds the Embedding model type, is told which field is wrong, and makes the example config the default.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000241';

describe('embedding models in the model configuration screen', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  const api = async (path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { code: number; data: { list: Record<string, unknown>[] } };
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, 'Embed2025x', '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lists the Embedding type in both languages and fits a phone', async () => {
    for (const [locale, label, seeded] of [['zh_CN', '向量模型', /OpenAI兼容向量模型/], ['en', 'Embedding', /OpenAI-compatible embedding model/]] as const) {
      for (const width of [1440, 390]) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await screen.goto('/model-config?type=Embedding');
        await screen.page.getByRole('row', { name: seeded }).waitFor();
        if (width > 600) await screen.page.getByRole('menuitem', { name: label }).waitFor();
        else await screen.page.locator('.ant-select', { hasText: label }).first().waitFor();
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.screenshot(`embedding-models-${locale}-${width}`);
        expect(screen.errors).toEqual([]);
        await screen.close();
      }
    }
  });

  it('refuses a base URL that is not an address, naming the field, then saves a good one', async () => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    await screen.goto('/model-config?type=Embedding');
    await screen.page.getByRole('row', { name: /OpenAI兼容向量模型/ }).getByRole('button', { name: /编\s?辑/ }).click();
    const drawer = screen.page.locator('.ant-drawer');
    await drawer.locator('#config_base_url').fill('localhost:11434');
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await drawer.locator('.ant-form-item-explain-error').first().waitFor();
    await screen.screenshot('embedding-models-bad-url', { fullPage: false });
    const unchanged = await api('/xiaozhi/models/list?modelType=Embedding&page=1&limit=10');
    expect(unchanged.data.list[0]!.configJson).toMatchObject({ base_url: 'http://127.0.0.1:11434/v1' });
    await drawer.locator('#config_base_url').fill('http://ollama.internal:11434/v1');
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    const saved = await api('/xiaozhi/models/list?modelType=Embedding&page=1&limit=10');
    expect(saved.data.list[0]!.configJson).toMatchObject({ type: 'openai', base_url: 'http://ollama.internal:11434/v1', model_name: 'bge-m3' });
    expect(screen.errors).toEqual([]);
    await screen.close();
  });
});
