// An administrator manages a dictionary in the browser: a new type, its data added, edited, filtered and deleted.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000041';
const TYPE_NAME = 'E2E 颜色';
const TYPE_CODE = 'E2E_COLOR';

interface Option {
  name: string;
  key: string;
}

describe('dictionaries in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let page: Page;
  let token: string;

  const byType = async (code: string) => {
    const response = await fetch(`${app.baseUrl}/xiaozhi/admin/dict/data/type/${code}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { code: number; data: Option[] }).data;
  };
  const dataPanel = () => page.locator('.ant-card').filter({ hasText: '字典数据' }).last();
  const dialog = () => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title') }).last();
  const confirmPopup = async () => page.locator('.ant-popconfirm').last().getByRole('button', { name: /^确\s?定$/ }).click();
  // Closing a dialog over typed input asks first.
  const cancelAndDiscard = async (modal: ReturnType<typeof dialog>) => {
    await modal.getByRole('button', { name: /^取\s?消$/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^放\s?弃$/ }).click();
    await modal.waitFor({ state: 'hidden' });
  };

  const addData = async (label: string, value: string, sort: string) => {
    await dataPanel().getByRole('button', { name: '新增数据' }).click();
    const modal = dialog();
    await modal.getByLabel('标签').fill(label);
    await modal.getByLabel('值', { exact: true }).fill(value);
    await modal.getByLabel('排序').fill(sort);
    await modal.getByRole('button', { name: /^确\s?定$/ }).click();
    await dataPanel().getByRole('row', { name: new RegExp(label) }).waitFor();
  };

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, 'Dicts2025x', '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
    page = (await openScreen(browser, { baseUrl: app.baseUrl, token })).page;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the seeded types with the first one selected', async () => {
    await page.goto(`${app.baseUrl}/dict-management`);
    await page.getByText('固件类型 · 字典数据').waitFor();
    await dataPanel().getByRole('row', { name: /bread-compact-wifi/ }).first().waitFor();
    await page.getByText('手机区号').waitFor();
  });

  it('creates a type and selects it', async () => {
    await page.getByRole('button', { name: '新增类型' }).click();
    const modal = dialog();
    await modal.getByLabel('类型名称').fill(TYPE_NAME);
    await modal.getByLabel('类型编码').fill(TYPE_CODE);
    await modal.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText(TYPE_CODE).click();
    await page.getByText(`${TYPE_NAME} · 字典数据`).waitFor();
    await dataPanel().getByText('暂无字典数据').waitFor();
  });

  it('refuses a second type with the same code with a clear message', async () => {
    await page.getByRole('button', { name: '新增类型' }).click();
    const modal = dialog();
    await modal.getByLabel('类型名称').fill('重复');
    await modal.getByLabel('类型编码').fill(TYPE_CODE);
    await modal.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText(`字典类型编码“${TYPE_CODE}”已存在`).waitFor();
    await cancelAndDiscard(modal);
  });

  it('adds data, refuses a duplicate value, and other screens read it by code in sort order', async () => {
    await addData('红色', 'red', '2');
    await addData('绿色', 'green', '1');
    await dataPanel().getByRole('button', { name: '新增数据' }).click();
    const modal = dialog();
    await modal.getByLabel('标签').fill('大红');
    await modal.getByLabel('值', { exact: true }).fill('red');
    await modal.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText('该字典类型下已存在值“red”').waitFor();
    await cancelAndDiscard(modal);
    expect(await byType(TYPE_CODE)).toEqual([{ name: '绿色', key: 'green' }, { name: '红色', key: 'red' }]);
  });

  it('edits an item', async () => {
    await dataPanel().getByRole('row', { name: /红色/ }).getByRole('button', { name: /^编\s?辑$/ }).click();
    const modal = dialog();
    await modal.getByLabel('标签').fill('朱红');
    await modal.getByLabel('排序').fill('0');
    await modal.getByRole('button', { name: /^确\s?定$/ }).click();
    await dataPanel().getByRole('row', { name: /朱红/ }).waitFor();
    expect(await byType(TYPE_CODE)).toEqual([{ name: '朱红', key: 'red' }, { name: '绿色', key: 'green' }]);
  });

  it('filters the data by label', async () => {
    await dataPanel().getByPlaceholder('按标签搜索').fill('绿');
    await dataPanel().getByPlaceholder('按标签搜索').press('Enter');
    await page.waitForURL(/dictLabel=/);
    await dataPanel().getByRole('row', { name: /朱红/ }).waitFor({ state: 'detached' });
    await dataPanel().getByRole('row', { name: /绿色/ }).waitFor();
    await dataPanel().getByPlaceholder('按标签搜索').fill('');
    await dataPanel().getByPlaceholder('按标签搜索').press('Enter');
    await dataPanel().getByRole('row', { name: /朱红/ }).waitFor();
  });

  it('deletes an item, then the whole type with its data', async () => {
    await dataPanel().getByRole('row', { name: /绿色/ }).getByRole('button', { name: /^删\s?除$/ }).click();
    await confirmPopup();
    await dataPanel().getByRole('row', { name: /绿色/ }).waitFor({ state: 'detached' });
    expect(await byType(TYPE_CODE)).toEqual([{ name: '朱红', key: 'red' }]);

    await page.getByRole('button', { name: `删除 ${TYPE_NAME}` }).click();
    await confirmPopup();
    await page.getByText(TYPE_CODE).waitFor({ state: 'detached' });
    await page.getByText('固件类型 · 字典数据').waitFor();
    expect(await byType(TYPE_CODE)).toEqual([]);
    // No false error after the success toast: nothing fetches the deleted type again.
    await page.getByText('删除成功').first().waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText('字典类型不存在').count()).toBe(0);
  });

  it('fits 1440 and 390 px in zh_CN and en without sideways scrolling or errors', async () => {
    const heading = { zh_CN: '固件类型 · 字典数据', en: 'Firmware types · data' } as const;
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en'] as const) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto('/dict-management');
        await view.page.getByText(heading[locale]).waitFor();
        await view.page.getByText('bread-compact-wifi', { exact: true }).first().waitFor();
        const overflow = await view.overflow();
        await view.screenshot(`dict-management-${width}-${locale}`);
        expect(overflow, `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors, `${width} ${locale} logged errors`).toEqual([]);
        await view.close();
      }
    }
  });
});
