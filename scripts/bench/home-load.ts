// Benchmark: home's first load for a new user with one agent, in headless Chromium, cold each time (fresh browser
// context; the test contexts block service workers, so no precache competes). Prints when the overview's counts
// show, and when the network has been quiet for half a second with them shown (the full load: the app and its data).
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, newContext } from '../../e2e/support/browser.ts';
import { runAdminCli, startConsole } from '../../e2e/support/server.ts';

const RUNS = 8;
const QUIET_MS = 500;

/** Before any page script: the first animation frame in which a count of the overview is laid out. */
const OBSERVE = `(() => {
  const seen = window.__home = { counts: null };
  const tick = () => {
    const box = document.querySelector('section .ant-statistic-content-value')?.getBoundingClientRect();
    if (box && box.width > 0) seen.counts = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

interface HomeFigures {
  countsMs: number;
  fullLoadMs: number;
  requests: number;
}

async function measure(context: BrowserContext, url: string, token: string): Promise<HomeFigures> {
  let inflight = 0;
  let requests = 0;
  let lastActivity = 0;
  context.on('request', () => {
    inflight += 1;
    requests += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)});`);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  // A function, not a string: the console's Content-Security-Policy refuses evaluating strings in the page.
  await page.waitForFunction(() => (globalThis as unknown as { __home: { counts: number | null } }).__home.counts !== null, undefined, { timeout: 30_000 });
  while (inflight > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((wait) => setTimeout(wait, 25));
  const countsMs = await page.evaluate<number>('window.__home.counts');
  return { countsMs, fullLoadMs: Math.max(countsMs, lastActivity - started), requests };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const spread = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

const server = await startConsole();
const browser = await launchBrowser();
try {
  runAdminCli(server, ['create-user', '+8613800000077', 'HomeBench2025x']);
  const token = runAdminCli(server, ['token', '+8613800000077']);
  await fetch(`${server.baseUrl}/xiaozhi/agent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ agentName: 'Bench agent' }),
  });
  const runs: HomeFigures[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const context = await newContext(browser);
    const figures = await measure(context, `${server.baseUrl}/home`, token);
    if (run > 0) runs.push(figures); // the first warms the server
    await context.close();
  }
  console.log(`home first load, a new user with one agent, ${RUNS} cold loads (fresh browser context each, no service worker):`);
  console.log(`  overview counts laid out:       ${spread(runs.map((r) => r.countsMs))}`);
  console.log(`  full load (counts and quiet):   ${spread(runs.map((r) => r.fullLoadMs))}`);
  console.log(`  requests (median):              ${median(runs.map((r) => r.requests))}`);
} finally {
  await browser.close();
  await server.stop();
}
