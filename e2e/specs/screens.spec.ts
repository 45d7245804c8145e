// Every account screen at desktop and phone width in each language: it renders, fits the width
// without sideways scrolling, logs no error; a screenshot lands in screenshots/ for a person to look at.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const SCREENS = [
  { path: '/login', signedIn: false, text: { zh_CN: '欢迎登录', zh_TW: '歡迎登入', en: 'Welcome back' } },
  { path: '/register', signedIn: false, text: { zh_CN: '注册账号', zh_TW: '註冊帳號', en: 'Create an account' } },
  { path: '/retrieve-password', signedIn: false, text: { zh_CN: '找回密码', zh_TW: '找回密碼', en: 'Reset your password' } },
  { path: '/user-management', signedIn: true, text: { zh_CN: '+8613800000009', zh_TW: '+8613800000009', en: '+8613800000009' } },
  { path: '/api-key-management', signedIn: true, text: { zh_CN: '创建密钥', zh_TW: '建立金鑰', en: 'Create key' } },
  { path: '/home', signedIn: true, text: { zh_CN: '我的智能体', zh_TW: '我的智能體', en: 'My agents' } },
] as const;
const WIDTHS = [1440, 390] as const;
const LOCALES = ['zh_CN', 'zh_TW', 'en'] as const;

describe('account screens at 1440 and 390 px in three languages', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', '+8613800000009', 'Shots2025x', '--admin']);
    token = runAdminCli(app, ['token', '+8613800000009']);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const screen of SCREENS) {
    for (const width of WIDTHS) {
      it(`${screen.path} at ${width} px`, async () => {
        for (const locale of LOCALES) {
          const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token: screen.signedIn ? token : undefined });
          await view.goto(screen.path);
          await view.page.getByText(screen.text[locale]).first().waitFor();
          const overflow = await view.overflow();
          await view.screenshot(`${screen.path.slice(1)}-${width}-${locale}`);
          expect(overflow, `${screen.path} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
          expect(view.errors, `${screen.path} ${locale} logged errors`).toEqual([]);
          await view.close();
        }
      });
    }
  }
});
