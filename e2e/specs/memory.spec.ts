// The long-term memory screen as a user meets it: an agent without memory says how to set it up; with memory, its
// attentions, the people it knows (by device name or identifier), their values and memories, search, correcting and
// deleting a memory, wiping a person, and the session a memory came from. zh_CN and en, 1440 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { confirmPopconfirm, openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000151';
const PERSON = 'mac_a4:cf:12:00:01:51';
const SPEAKER = 'speaker_小红';

const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

const TEXT = {
  zh_CN: { setUp: '开启记忆', people: '记住的人', search: '搜索记忆', edit: /^编\s?辑$/, save: /^确\s?定$/, remove: /^删\s?除$/, confirm: /^确\s?定$/, wipe: '忘记此人', session: '来源对话', noPeople: '还没有记住任何人' },
  en: { setUp: 'Set up memory', people: 'People', search: 'Search memories', edit: 'Edit', save: /^OK$/, remove: 'Delete', confirm: /^OK$/, wipe: 'Forget this person', session: 'Conversation', noPeople: 'Nobody remembered yet' },
} as const;

describe('long-term memory in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { code: number; msg: string; data: T };
    if (json.code !== 0) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
    return json.data;
  };

  /** An agent with memory: two attentions, a speaker, and a device's person with values and three memories. */
  const agentWithMemory = async (name: string) => {
    const agentId = await call<string>('POST', '/xiaozhi/agent', { agentName: name });
    const memory = await call<{ id: string }>('POST', '/v1/memories', { agent_id: agentId, memory_prompt: '记住孩子的兴趣' });
    const base = `/v1/memories/${memory.id}`;
    const named = await call<{ id: string }>('POST', `${base}/attentions`, { name: '名字', description: '用户的名字', is_single_value: true });
    const likes = await call<{ id: string }>('POST', `${base}/attentions`, { name: '喜好', description: '用户喜欢的东西', default_value: '还不知道' });
    // The speaker first: the screen opens on the person remembered most recently.
    await call('POST', `${base}/identifiers/${encodeURIComponent(SPEAKER)}/nodes`, { content: '小红喜欢跳舞' });
    await call('POST', `${base}/identifiers/${PERSON}/attention_values/${named.id}`, { value: '小明' });
    await call('PUT', `${base}/identifiers/${PERSON}/attention_values/${likes.id}`, { values: ['恐龙', '画画'] });
    await call('POST', `${base}/identifiers/${PERSON}/nodes`, { content: '用户叫小明，喜欢恐龙', source_session_id: 'e2e-session-1' });
    await call('POST', `${base}/identifiers/${PERSON}/nodes`, { content: '用户养了一只叫咪咪的猫' });
    await call('POST', `${base}/identifiers/${PERSON}/nodes`, { content: '用户周末学钢琴' });
    return { agentId, memoryId: memory.id };
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', USER, 'Memory2025x']);
    token = runAdminCli(app, ['token', USER]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const locale of ['zh_CN', 'en'] as const) {
    it(`browses, searches, corrects, deletes and wipes memories (${locale})`, async () => {
      const text = TEXT[locale];
      const { agentId, memoryId } = await agentWithMemory(`记忆-${locale}`);
      const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale });
      const { page } = screen;
      await screen.goto(`/agent-memory?agentId=${agentId}`);
      await page.getByText('用户的名字').waitFor();
      await page.getByText('用户叫小明，喜欢恐龙').waitFor();
      for (const value of ['小明', '恐龙', '画画']) await page.getByText(value, { exact: true }).first().waitFor();
      await settled(page);
      await screen.screenshot(`memory-${locale}-1440`);

      await page.getByPlaceholder(text.search).fill('咪咪');
      await page.getByPlaceholder(text.search).press('Enter');
      await page.getByText('用户周末学钢琴').waitFor({ state: 'detached' });
      const cat = page.locator('.ant-list-item').filter({ hasText: '咪咪' });
      await cat.getByRole('button', { name: text.edit }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('textarea').fill('用户养了两只猫');
      await dialog.getByRole('button', { name: text.save }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByPlaceholder(text.search).fill('');
      await page.getByPlaceholder(text.search).press('Enter');
      await page.getByText('用户养了两只猫').waitFor();
      const piano = page.locator('.ant-list-item').filter({ hasText: '用户周末学钢琴' });
      await piano.getByRole('button', { name: text.remove }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: text.confirm }).click();
      await piano.waitFor({ state: 'detached' });
      const nodes = await call<{ content: string }[]>('GET', `/v1/memories/${memoryId}/identifiers/${PERSON}/nodes`);
      expect(nodes.map((node) => node.content).sort()).toEqual(['用户养了两只猫', '用户叫小明，喜欢恐龙'].sort());

      // The session a memory came from opens in the chat history.
      await page.getByRole('button', { name: text.session }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await confirmPopconfirm(page, page.getByRole('button', { name: text.wipe }), text.confirm);
      await page.getByText('小红喜欢跳舞').waitFor();
      // The confirmation closes once the wipe has answered; a click on the button before that would close it again.
      await page.locator('.ant-popconfirm').waitFor({ state: 'hidden' });
      expect(await call('GET', `/v1/memories/${memoryId}/identifiers`)).toEqual([expect.objectContaining({ identify_id: SPEAKER })]);
      await confirmPopconfirm(page, page.getByRole('button', { name: text.wipe }), text.confirm);
      await page.getByText(text.noPeople).waitFor();
      await settled(page);
      await screen.screenshot(`memory-empty-people-${locale}-1440`);
      expect(screen.errors).toEqual([]);
      await screen.close();
    });
  }

  it('says how to set memory up for an agent without it, and sets it up', async () => {
    const agentId = await call<string>('POST', '/xiaozhi/agent', { agentName: '没有记忆' });
    for (const locale of ['zh_CN', 'en'] as const) {
      const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width: 390 });
      await screen.goto(`/agent-memory?agentId=${agentId}`);
      await screen.page.getByRole('button', { name: TEXT[locale].setUp }).waitFor();
      await settled(screen.page);
      expect(await screen.overflow()).toBeLessThanOrEqual(0);
      await screen.screenshot(`memory-none-${locale}-390`);
      if (locale === 'en') {
        await screen.page.getByRole('button', { name: TEXT[locale].setUp }).click();
        await screen.page.getByText(TEXT[locale].noPeople).waitFor();
      }
      expect(screen.errors).toEqual([]);
      await screen.close();
    }
    expect(await call('GET', `/v1/agents/${agentId}/memory`)).toMatchObject({ is_enabled: true });
  });

  it('fits a phone at 390 px', async () => {
    const { agentId } = await agentWithMemory('手机上的记忆');
    for (const locale of ['zh_CN', 'en'] as const) {
      const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width: 390 });
      await screen.goto(`/agent-memory?agentId=${agentId}`);
      await screen.page.getByText('用户叫小明，喜欢恐龙').waitFor();
      await settled(screen.page);
      expect(await screen.overflow()).toBeLessThanOrEqual(0);
      await screen.screenshot(`memory-${locale}-390`);
      expect(screen.errors).toEqual([]);
      await screen.close();
    }
  });
});
