// Sign-in page actions as a user performs them (zh_CN placeholders: the console's default language).
import type { Page } from 'playwright-core';
import { latestCaptchaAnswer } from './database.ts';
import type { RunningConsole } from './server.ts';

export interface Account {
  mobile: string;
  password: string;
}

export const phoneOf = (account: Account) => `+86${account.mobile}`;

async function fillCaptcha(page: Page, app: RunningConsole): Promise<void> {
  await page.getByAltText('图形验证码').waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByPlaceholder('请输入图形验证码').fill(latestCaptchaAnswer(app.dataDir));
}

export async function register(page: Page, app: RunningConsole, account: Account, bootstrapCode?: string): Promise<void> {
  await page.goto(`${app.baseUrl}/register`);
  await page.getByPlaceholder('请输入手机号码').fill(account.mobile);
  await fillCaptcha(page, app);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const sms = await app.waitForLog((line) => line.msg === 'sms verification code' && line.phone === phoneOf(account));
  await page.getByPlaceholder('请输入短信验证码').fill(String(sms.smsCode));
  // The send spent the picture; the form shows a new one for the submit.
  await fillCaptcha(page, app);
  await page.getByPlaceholder('请输入新密码').fill(account.password);
  await page.getByPlaceholder('请再次输入密码').fill(account.password);
  if (bootstrapCode) await page.getByPlaceholder('选填，见服务端首次启动日志').fill(bootstrapCode);
  await page.getByRole('button', { name: /^注\s?册$/ }).click();
  await page.waitForURL(/\/login/);
}

/** Fills and submits the phone sign-in form on the page already open. */
export async function submitLogin(page: Page, app: RunningConsole, account: Account): Promise<void> {
  await page.getByPlaceholder('请输入手机号码').fill(account.mobile);
  await page.getByPlaceholder('请输入密码').fill(account.password);
  await fillCaptcha(page, app);
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
}

export async function login(page: Page, app: RunningConsole, account: Account): Promise<void> {
  await page.goto(`${app.baseUrl}/login`);
  await submitLogin(page, app, account);
  await page.waitForURL(/\/home/);
}
