// Every screen of the console's route list under the server's Content-Security-Policy: no violation reported by the browser,
// and the security headers on the page and on an API answer.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const SCREENS = [
  '/', '/login', '/register', '/retrieve-password', '/home', '/role-config', '/voice-selection', '/agent-market',
  '/device-management', '/user-management', '/model-config', '/params-management', '/server-side-management',
  '/ota-management', '/dict-management', '/provider-management', '/device-connection-guide', '/voice-clone',
  '/voiceprint-role', '/voiceprint-list', '/voice-clone-train', '/mcp-market', '/mcp-custom', '/mcp-my', '/llm-edit',
  '/datasets', '/datasets/x1', '/api-key-management', '/api-docs',
];

describe('Content-Security-Policy', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', '+8613800000019', 'Policy2025x', '--admin']);
    token = runAdminCli(app, ['token', '+8613800000019']);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('sends the headers on the page and the API', async () => {
    for (const path of ['/login', '/xiaozhi/user/pub-config']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('reports no violation on any screen, signed in as an admin', async () => {
    const violations: string[] = [];
    for (const path of SCREENS) {
      const view = await openScreen(browser, { baseUrl: app.baseUrl, token });
      await view.page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __csp: string[] }).__csp ??= [];
          (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await view.goto(path);
      await view.page.waitForTimeout(300);
      const seen = await view.page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      violations.push(...seen.map((entry) => `${path}: ${entry}`));
      violations.push(...view.errors.filter((error) => /Content Security Policy/i.test(error)).map((error) => `${path}: ${error}`));
      await view.close();
    }
    expect(violations).toEqual([]);
  });
});
